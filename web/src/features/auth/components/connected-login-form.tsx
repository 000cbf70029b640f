import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { useLoginMutation } from '../auth.queries.ts';
import { ForgotPasswordLink } from './forgot-password-link.tsx';
import { RegisterLink } from './register-link.tsx';
import { LoginForm } from './login-form.tsx';

/**
 * The login form wired to the login flow (§4 Login) and to the current fair's registration
 * flags; the modal and the /login page only decide what happens after success.
 */
export function ConnectedLoginForm({
  onLoggedIn,
  onAttempt,
  onNavigate,
  autoFocus,
}: {
  onLoggedIn: () => void;
  /** Called on submit, before the session changes. */
  onAttempt?: () => void;
  /** Called when a link of the form is followed (the modal closes). */
  onNavigate?: () => void;
  autoFocus?: boolean;
}) {
  const { fair } = useCurrentFair();
  const login = useLoginMutation({ onLoggedIn });
  return (
    <LoginForm
      autoFocus={autoFocus}
      forgotLink={<ForgotPasswordLink onNavigate={onNavigate} />}
      pending={login.isPending}
      error={login.error}
      registerLinks={[
        ...(fair?.isRegistrationUserHomepage
          ? [<RegisterLink key="visitor" kind="visitor" variant="light" onNavigate={onNavigate} />]
          : []),
        ...(fair?.isRegistrationFirmHomepage
          ? [<RegisterLink key="exhibitor" kind="exhibitor" variant="outline" onNavigate={onNavigate} />]
          : []),
      ]}
      onSubmit={(values) => {
        onAttempt?.();
        login.mutate(values);
      }}
    />
  );
}
