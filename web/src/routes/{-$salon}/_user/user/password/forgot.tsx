import { createFileRoute } from '@tanstack/react-router';
import { PasswordForgotScreen } from '../../../../../features/auth/screens/password-forgot-screen.tsx';

export const Route = createFileRoute('/{-$salon}/_user/user/password/forgot')({
  staticData: { titleKey: 'auth:passwordForgot.title' },
  component: PasswordForgotScreen,
});
