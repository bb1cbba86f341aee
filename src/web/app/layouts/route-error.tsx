import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { retryFailedPages } from '../retryable-page';

/** Spec: a generic error screen with Try Again and Refresh Page. */
export function ErrorScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">
        Sorry, this page could not be shown. Check your connection and try again.
      </p>
      <div className="flex gap-3">
        <Button
          onClick={() => {
            // A page whose code failed to load (offline) is fetched again, not shown failed.
            retryFailedPages();
            navigate(location.pathname + location.search, { replace: true });
          }}
        >
          Try Again
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </div>
    </main>
  );
}
