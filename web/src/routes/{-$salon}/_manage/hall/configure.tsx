import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { HallConfigureScreen } from '../../../../features/halls/screens/hall-configure-screen.tsx';

// §2 /hall/configure: the booth slots of each hall.
export const Route = createFileRoute('/{-$salon}/_manage/hall/configure')({
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'halls:configure.title' },
  component: HallConfigureScreen,
});
