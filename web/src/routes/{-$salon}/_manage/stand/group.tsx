import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '@passerelle/contract/lite';
import { StandGroupsScreen } from '../../../../features/stand-catalogue/screens/stand-groups-screen.tsx';

// §2 super admin "booth groups" (default "Groupe A").
export const Route = createFileRoute('/{-$salon}/_manage/stand/group')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey: 'standCatalogue:titles.groups' },
  component: StandGroupsScreen,
});
