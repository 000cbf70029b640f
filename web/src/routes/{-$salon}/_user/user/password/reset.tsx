import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PasswordResetScreen } from '../../../../../features/auth/screens/password-reset-screen.tsx';

// The mailed token (base64url); anything else is left out and the screen explains what to do.
const TokenSchema = z.string().trim().min(1).max(200);

export const Route = createFileRoute('/{-$salon}/_user/user/password/reset')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => {
    const token = TokenSchema.safeParse(search.token);
    return token.success ? { token: token.data } : {};
  },
  staticData: { titleKey: 'auth:passwordReset.title' },
  component: PasswordResetPage,
});

function PasswordResetPage() {
  const { token } = Route.useSearch();
  return <PasswordResetScreen token={token} />;
}
