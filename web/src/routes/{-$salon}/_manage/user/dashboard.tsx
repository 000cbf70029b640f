import { createFileRoute } from '@tanstack/react-router';
import { ManageHomeScreen } from '../../../../features/account/screens/manage-home-screen.tsx';

// §2 /user/dashboard: every role's landing page, the same account card as /user/manage.
export const Route = createFileRoute('/{-$salon}/_manage/user/dashboard')({
  staticData: { access: {}, titleKey: 'account:manage.title' },
  component: ManageHomeScreen,
});
