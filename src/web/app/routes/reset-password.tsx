import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/input';
import { authApi, authErrorMessage } from '../../lib/auth';
import { useSchemaForm } from '../../lib/use-schema-form';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { resetRequestSchema } from '../../../domain/auth-rules';

const SENT = 'If an account with that email exists, a password reset link has been sent.';

export default function ResetPasswordRoute() {
  const navigate = useNavigate();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { errors, isSubmitting, onSubmit } = useSchemaForm(
    resetRequestSchema,
    async ({ email }) => {
      setResult(null);
      try {
        await authApi.requestPasswordReset({ email, redirectTo: paths.updatePassword.getHref() });
        setResult({ ok: true, message: SENT });
      } catch (error) {
        setResult({
          ok: false,
          message: authErrorMessage(error, 'Failed to send the reset link.'),
        });
      }
    },
  );

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(paths.login.getHref()));

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter your email and we will send you a link to choose a new password."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field
          id="reset-email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          name="email"
          error={errors.email}
        />
        {result ? (
          <p
            role={result.ok ? 'status' : 'alert'}
            className={result.ok ? 'text-sm text-green-700' : 'text-sm text-red-600'}
          >
            {result.message}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <Button variant="ghost" className="w-full" onClick={back}>
          Back to Login
        </Button>
      </form>
    </AuthCard>
  );
}
