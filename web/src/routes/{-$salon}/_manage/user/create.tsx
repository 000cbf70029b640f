import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { UserCreateScreen } from '../../../../features/users/screens/user-create-screen.tsx';

export const Route = createFileRoute('/{-$salon}/_manage/user/create')({
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'users:create.title' },
  component: UserCreateScreen,
});
