import { Card } from '../../../components/ui/card';
import { nameInitials } from '../../../../domain/auth-rules';
import type { Profile } from '../api/get-profile';

const joined = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Avatar initials, name, e-mail, join date and completed levels. The name is the stored full
 * name (ADR 0019); `completedLevels` is absent while the profile loads.
 */
export function ProfileHeader({
  header,
}: {
  header: Omit<Profile['header'], 'completedLevels'> & { completedLevels?: number };
}) {
  const n = header.completedLevels;
  return (
    <Card className="flex items-center gap-4 p-4">
      <span
        aria-hidden
        className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground"
      >
        {nameInitials(header.fullName, header.email)}
      </span>
      <div className="min-w-0">
        <p className="truncate text-xl font-bold" data-testid="profile-name">
          {header.fullName}
        </p>
        <p className="truncate text-sm text-muted-foreground">{header.email}</p>
        <p className="text-sm text-muted-foreground">
          Joined {joined.format(new Date(header.joinedAt))}
        </p>
        {n === undefined ? null : (
          <p className="text-sm font-medium" data-testid="completed-levels">
            {n} {n === 1 ? 'level' : 'levels'} completed
          </p>
        )}
      </div>
    </Card>
  );
}
