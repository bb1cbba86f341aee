import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { authApi, authErrorMessage } from '../../../lib/auth';
import { ERROR_TEXTS } from '../../../lib/api-errors';
import { paths } from '../../../config/paths';

type Sent = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; message: string };

/**
 * Shown after signing in to an unverified account: the server has just e-mailed a new link
 * (Better Auth's sendOnSignIn); the student can ask for another, within the server's limit.
 */
export function VerifyEmailNotice({ email }: { email: string }) {
  const [sent, setSent] = useState<Sent>({ state: 'idle' });

  const resend = async () => {
    setSent({ state: 'sending' });
    try {
      await authApi.sendVerificationEmail({ email, callbackURL: paths.app.dashboard.getHref() });
      setSent({ state: 'sent' });
    } catch (error) {
      const message = authErrorMessage(error, 'Could not send the e-mail.', ERROR_TEXTS.connection);
      setSent({ state: 'failed', message });
    }
  };

  return (
    <div className="space-y-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      <p role="status">
        {sent.state === 'sent'
          ? `We sent another verification link to ${email}. Open it to verify your account.`
          : `We sent a new verification link to ${email}. Open it to verify your account, then you are signed in.`}
      </p>
      {sent.state === 'failed' ? (
        <p role="alert" className="text-red-800">
          {sent.message}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={sent.state === 'sending'}
        onClick={() => void resend()}
      >
        {sent.state === 'sending' ? 'Sending...' : 'Resend verification email'}
      </Button>
    </div>
  );
}
