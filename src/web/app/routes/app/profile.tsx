import { useMe } from '../../../lib/auth';
import { Card } from '../../../components/ui/card';
import { avatarInitials, emailLocalPart } from '../../../../domain/auth-rules';

export default function ProfileRoute() {
  const me = useMe().data!;
  return (
    <section className="space-y-4">
      <h1 className="sr-only">Profile</h1>
      <Card className="flex items-center gap-4 p-4">
        <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground">
          {avatarInitials(me.email)}
        </span>
        <div className="min-w-0">
          <p className="truncate text-xl font-bold">{emailLocalPart(me.email)}</p>
          <p className="truncate text-sm text-muted-foreground">{me.email}</p>
          <p className="text-sm text-muted-foreground">
            Joined{' '}
            {new Date(me.joinedAt).toLocaleDateString('en-GB', {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
            })}
          </p>
        </div>
      </Card>
    </section>
  );
}
