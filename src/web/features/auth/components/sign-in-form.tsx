import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/input';
import { authApi, authErrorMessage, UNEXPECTED_AUTH_ERROR } from '../../../lib/auth';
import { ApiError } from '../../../lib/api-client';
import { isEmailNotVerified } from '../../../lib/api-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { paths } from '../../../config/paths';
import { signInSchema } from '../../../../domain/auth-rules';
import { VerifyEmailNotice } from './verify-email-notice';

/** One error toast at a time, closed when signing in succeeds (it must not follow to the app). */
const ERROR_TOAST = 'sign-in-error';

export function SignInForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const [unverified, setUnverified] = useState<string | null>(null);
  const { errors, isSubmitting, onSubmit } = useSchemaForm(signInSchema, async (values) => {
    const failed = (description: string) =>
      toast.error('Error signing in', { id: ERROR_TOAST, description });
    try {
      await authApi.signIn(values);
    } catch (error) {
      // Offline, the notice stays as it was; any answer says whether the e-mail is verified.
      if (error instanceof ApiError) setUnverified(isEmailNotVerified(error) ? values.email : null);
      failed(authErrorMessage(error, 'Failed to sign in'));
      return;
    }
    setUnverified(null);
    toast.dismiss(ERROR_TOAST);
    toast.success('Welcome back! You have successfully signed in.');
    try {
      await onSignedIn();
    } catch {
      failed(UNEXPECTED_AUTH_ERROR);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {unverified ? <VerifyEmailNotice key={unverified} email={unverified} /> : null}
      <Field
        id="signin-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email}
      />
      <Field
        id="signin-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <div className="text-right">
        <Link
          to={paths.resetPassword.getHref()}
          className="inline-flex min-h-11 items-center text-sm text-primary underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
