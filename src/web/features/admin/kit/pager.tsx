import { Button } from '../../../components/ui/button';

/** Previous / "Page x of y" / Next under a paged admin list (Manage, Topics, Payments). */
export function Pager({
  page,
  pages,
  onGo,
}: {
  page: number;
  pages: number;
  onGo: (page: number) => void;
}) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" onClick={() => onGo(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <span className="text-sm">
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" onClick={() => onGo(page + 1)} disabled={page >= pages}>
        Next
      </Button>
    </nav>
  );
}
