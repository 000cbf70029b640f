import { createFileRoute, useLocation } from '@tanstack/react-router';
import { PasswordResetScreen } from '../../../../../features/auth/screens/password-reset-screen.tsx';
import { resetTokenFrom } from '../../../../../features/auth/reset-link.ts';
import { searchParams, text } from '../../../../../lib/search-params.ts';

// Links carry the token in the fragment; `?token=` is still read for links mailed before.

export const Route = createFileRoute('/{-$salon}/_user/user/password/reset')({
  validateSearch: searchParams({ token: text({ max: 200 }) }),
  staticData: { titleKey: 'auth:passwordReset.title' },
  component: PasswordResetPage,
});

function PasswordResetPage() {
  const { token: legacy } = Route.useSearch();
  const hash = useLocation({ select: (location) => location.hash });
  return <PasswordResetScreen token={resetTokenFrom(hash, legacy)} />;
}
