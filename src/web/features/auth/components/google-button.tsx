import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { authApi } from '../../../lib/auth';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const GOOGLE_ERROR = 'Error signing in with Google';

/** Google sign-in (offline access and forced consent are set on the server). */
export function GoogleButton({ callbackURL }: { callbackURL: string }) {
  const [busy, setBusy] = useState(false);
  const config = useQuery({
    queryKey: queryKeys.publicConfig,
    queryFn: async () => readJson(await api.config.$get()),
    staleTime: Infinity,
  });
  const enabled = config.data?.googleSignIn === true;

  const signIn = async () => {
    setBusy(true);
    try {
      await authApi.signInWithGoogle(callbackURL);
    } catch {
      toast.error(GOOGLE_ERROR, { description: 'Failed to sign in with Google' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Button variant="outline" className="w-full" onClick={signIn} disabled={!enabled || busy}>
        <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5">
          <path
            fill="#4285F4"
            d="M22.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.2-4.8 3.2-8.1z"
          />
          <path
            fill="#34A853"
            d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
          />
          <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7.1H2.1a11 11 0 0 0 0 9.9z" />
          <path
            fill="#EA4335"
            d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
          />
        </svg>
        Continue with Google
      </Button>
      {config.data && !enabled ? (
        <p className="mt-1 text-center text-xs text-muted-foreground">
          Google sign-in is not set up on this server.
        </p>
      ) : null}
    </div>
  );
}
