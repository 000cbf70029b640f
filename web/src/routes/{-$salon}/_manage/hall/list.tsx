import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { HallListScreen } from '../../../../features/halls/screens/hall-list-screen.tsx';

// §2 /hall/list: the current fair's halls (its organizers).
export const Route = createFileRoute('/{-$salon}/_manage/hall/list')({
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'halls:list.title' },
  component: HallListScreen,
});
