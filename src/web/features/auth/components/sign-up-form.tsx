import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/input';
import { authApi, authErrorMessage, UNEXPECTED_AUTH_ERROR } from '../../../lib/auth';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { paths } from '../../../config/paths';
import { signUpSchema } from '../../../../domain/auth-rules';
import { PASSWORD_MIN_LENGTH } from '../../../../domain/constants';

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const { errors, isSubmitting, onSubmit } = useSchemaForm(
    signUpSchema,
    async ({ fullName, email, password }, form) => {
      try {
        await authApi.signUp({
          name: fullName,
          email,
          password,
          callbackURL: paths.app.dashboard.getHref(),
        });
      } catch (error) {
        toast.error('Error creating account', {
          description: authErrorMessage(error, UNEXPECTED_AUTH_ERROR),
        });
        return;
      }
      toast.success(
        'Account created successfully! Please check your email to confirm your account.',
      );
      form.reset();
      onSignedUp(email);
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field
        id="signup-name"
        name="fullName"
        label="Full Name"
        autoComplete="name"
        error={errors.fullName}
      />
      <Field
        id="signup-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email}
      />
      <Field
        id="signup-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
        error={errors.password}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Sign Up'}
      </Button>
    </form>
  );
}
