import { createFileRoute, useLocation } from '@tanstack/react-router';
import { ConfirmEmailScreen } from '../../../../features/account/screens/confirm-email-screen.tsx';
import { tokenFromHash } from '../../../../features/account/credentials-model.ts';

// The mailed link carries its token in the fragment (#token=…): never sent to a server.
export const Route = createFileRoute('/{-$salon}/_user/user/confirm-email')({
  staticData: { titleKey: 'account:confirmEmail.title' },
  component: ConfirmEmailPage,
});

function ConfirmEmailPage() {
  const hash = useLocation({ select: (location) => location.hash });
  return <ConfirmEmailScreen token={tokenFromHash(hash)} />;
}
