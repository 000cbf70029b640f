import { createFileRoute } from '@tanstack/react-router';
import { ManageHomeScreen } from '../../../../features/account/screens/manage-home-screen.tsx';

export const Route = createFileRoute('/{-$salon}/_manage/user/manage')({
  staticData: { access: {}, titleKey: 'account:manage.title' },
  component: ManageHomeScreen,
});
