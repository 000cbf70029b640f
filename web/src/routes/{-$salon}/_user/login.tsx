import { createFileRoute } from '@tanstack/react-router';
import { safeRedirect } from '../../../lib/route-access.ts';
import { LoginScreen } from '../../../features/auth/screens/login-screen.tsx';

export const Route = createFileRoute('/{-$salon}/_user/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(search.redirect);
    return redirect ? { redirect } : {};
  },
  staticData: { titleKey: 'auth:login.pageTitle' },
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  return <LoginScreen redirect={redirect} />;
}
