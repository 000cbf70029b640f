import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { UserManageScreen } from '../../../../features/users/screens/user-manage-screen.tsx';

// §2 /user/manage/{id}: organizers of a shared fair, super organizers, super admins (the api decides
// what each may see and do; an unknown or hidden user shows a not-found card).
export const Route = createFileRoute('/{-$salon}/_manage/user/manage_/$id')({
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'users:manage.title' },
  component: UserManageScreen,
});
