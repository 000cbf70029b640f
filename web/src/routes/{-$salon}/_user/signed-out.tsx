import { createFileRoute } from '@tanstack/react-router';
import { SignedOutScreen } from '../../../features/auth/screens/signed-out-screen.tsx';

export const Route = createFileRoute('/{-$salon}/_user/signed-out')({
  staticData: { titleKey: 'auth:signedOut.title' },
  component: SignedOutScreen,
});
