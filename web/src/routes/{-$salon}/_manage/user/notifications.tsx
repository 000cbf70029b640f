import { createFileRoute } from '@tanstack/react-router';
import { NotificationsScreen } from '../../../../features/notifications/screens/notifications-screen.tsx';

// §2 header notification dropdown → every notification of the viewer and its per-kind choices (any signed-in role).
export const Route = createFileRoute('/{-$salon}/_manage/user/notifications')({
  staticData: { access: {}, titleKey: 'notifications:title' },
  component: NotificationsScreen,
});
