import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/input';
import { authApi, authErrorMessage } from '../../lib/auth';
import { useSchemaForm } from '../../lib/use-schema-form';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { updatePasswordSchema } from '../../../domain/auth-rules';
import { PASSWORD_UPDATE_REDIRECT_MS } from '../../../domain/constants';

const UPDATED = 'Password updated! You can now log in with your new password.';

export default function UpdatePasswordRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { errors, isSubmitting, onSubmit } = useSchemaForm(
    updatePasswordSchema,
    async ({ password }) => {
      setResult(null);
      try {
        await authApi.resetPassword({ newPassword: password, token: token ?? '' });
        setResult({ ok: true, message: UPDATED });
      } catch (error) {
        setResult({ ok: false, message: authErrorMessage(error, 'Failed to update password.') });
      }
    },
  );

  useEffect(() => {
    if (!result?.ok) return;
    const timer = setTimeout(
      () => navigate(paths.login.getHref(), { replace: true }),
      PASSWORD_UPDATE_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [result, navigate]);

  if (!token || params.get('error')) {
    return (
      <AuthCard title="Link expired">
        <p role="alert" className="text-sm text-red-600">
          This password reset link is invalid or has expired.
        </p>
        <Link
          to={paths.resetPassword.getHref()}
          className="mt-4 inline-block font-medium text-primary underline underline-offset-4"
        >
          Request a new link
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field
          id="new-password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          name="password"
          error={errors.password}
        />
        <Field
          id="confirm-password"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          name="confirmPassword"
          error={errors.confirmPassword}
        />
        {result ? (
          <p
            role={result.ok ? 'status' : 'alert'}
            className={result.ok ? 'text-sm text-green-700' : 'text-sm text-red-600'}
          >
            {result.message}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={isSubmitting || result?.ok}>
          {isSubmitting ? 'Updating...' : 'Update Password'}
        </Button>
        <Link
          to={paths.login.getHref()}
          className="block text-center text-sm text-primary underline-offset-4 hover:underline"
        >
          Back to Login
        </Link>
      </form>
    </AuthCard>
  );
}
