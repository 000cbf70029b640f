import { createFileRoute, useLocation } from '@tanstack/react-router';
import { z } from 'zod';
import { PasswordResetScreen } from '../../../../../features/auth/screens/password-reset-screen.tsx';
import { resetTokenFrom } from '../../../../../features/auth/reset-link.ts';

// Links carry the token in the fragment; `?token=` is still read for links mailed before.
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
  const { token: legacy } = Route.useSearch();
  const hash = useLocation({ select: (location) => location.hash });
  return <PasswordResetScreen token={resetTokenFrom(hash, legacy)} />;
}
