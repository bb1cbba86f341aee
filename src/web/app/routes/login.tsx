import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryOptions, useMe } from '../../lib/auth';
import { paths } from '../../config/paths';
import { Loading } from '../../components/ui/spinner';
import { TabList, TabPanel } from '../../components/ui/tabs';
import { AuthCard } from '../../features/auth/components/auth-card';
import { GoogleButton } from '../../features/auth/components/google-button';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { safeRedirect } from '../../features/auth/lib/safe-redirect';

type Tab = 'signin' | 'signup';
const TABS = [
  { value: 'signin', label: 'Sign In' },
  { value: 'signup', label: 'Sign Up' },
] as const;

export default function LoginRoute() {
  const me = useMe();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('signin');
  const [notice, setNotice] = useState<string | null>(null);
  const redirectTo = safeRedirect(params.get('redirectTo'), paths.app.dashboard.getHref());
  const linkError = params.get('error');

  if (me.isPending) return <Loading text="Loading your session..." />;
  if (me.data)
    return (
      <Navigate to={params.get('redirectTo') ? redirectTo : paths.app.root.getHref()} replace />
    );

  const onSignedIn = async () => {
    await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
    navigate(redirectTo, { replace: true });
  };
  const onSignedUp = (email: string) => {
    setNotice(
      `Account created! Please check your email to verify your account. We sent a link to ${email}.`,
    );
    setTab('signin');
  };

  return (
    <AuthCard
      title="Welcome to PrepArena"
      subtitle="Sign in or create an account to start practising."
    >
      <GoogleButton callbackURL={redirectTo} />
      <div className="my-4 flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        Or continue with
        <span className="h-px flex-1 bg-border" />
      </div>
      {linkError ? (
        <p role="alert" className="mb-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          That link is invalid or has expired. Sign in to get a new verification email.
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="mb-3 rounded-md bg-green-50 p-3 text-sm text-green-800">
          {notice}
        </p>
      ) : null}
      <TabList
        tabs={TABS}
        value={tab}
        onChange={setTab}
        idPrefix="auth"
        label="Sign in or sign up"
      />
      <TabPanel idPrefix="auth" value={tab}>
        {tab === 'signin' ? (
          <SignInForm onSignedIn={onSignedIn} />
        ) : (
          <SignUpForm onSignedUp={onSignedUp} />
        )}
      </TabPanel>
    </AuthCard>
  );
}
