import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { SuperOrganizerListScreen } from '../../../../features/users/screens/super-organizer-list-screen.tsx';

// §2 super admin menu "manage fairs": the super organizers, with a create button.
export const Route = createFileRoute('/{-$salon}/_manage/superorganizer/list')({
  staticData: { access: { roles: MENU_ROLES.superAdmin }, titleKey: 'users:superOrganizers.title' },
  component: SuperOrganizerListScreen,
});
