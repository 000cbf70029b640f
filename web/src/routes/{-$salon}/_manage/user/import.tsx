import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { UserImportScreen } from '../../../../features/user-import/screens/user-import-screen.tsx';

// Issue 3 "User import": organizers of the fair, super organizers and super admins (the API checks the fair).
export const Route = createFileRoute('/{-$salon}/_manage/user/import')({
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'userImport:title' },
  component: UserImportScreen,
});
