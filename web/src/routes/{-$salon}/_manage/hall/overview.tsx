import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { HallOverviewScreen } from '../../../../features/halls/screens/hall-overview-screen.tsx';

// §2 /hall/overview: every hall of the fair with its slots and booths (its organizers).
export const Route = createFileRoute('/{-$salon}/_manage/hall/overview')({
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'halls:overview.title' },
  component: HallOverviewScreen,
});
