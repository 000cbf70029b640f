import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../../../../features/account/screens/profile-screen.tsx';

export const Route = createFileRoute('/{-$salon}/_manage/user/profile')({
  staticData: { access: {}, titleKey: 'account:profile.title' },
  component: ProfileScreen,
});
