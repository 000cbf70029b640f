import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { FairCreateScreen } from '../../../../features/fairs/screens/fair-create-screen.tsx';

// §2 /fair/create (issue 14): the super admin creates a fair from nothing or from another's setup.
export const Route = createFileRoute('/{-$salon}/_manage/fair/create')({
  staticData: { access: { roles: MENU_ROLES.superAdmin }, titleKey: 'fairs:create.title' },
  component: FairCreateScreen,
});
