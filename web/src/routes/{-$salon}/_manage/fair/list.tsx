import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '@passerelle/contract/lite';
import { FairListScreen } from '../../../../features/fairs/screens/fair-list-screen.tsx';

// §2 / issue 14: the fairs of the installation (super roles, supervisors) or the ones an organizer runs.
export const Route = createFileRoute('/{-$salon}/_manage/fair/list')({
  staticData: {
    access: { roles: [ROLES.SUPER_ADMIN, ROLES.SUPER_ORGANIZER, ROLES.CLUSTER_ADMIN, ROLES.ORGANIZER] },
    titleKey: 'fairs:list.title',
  },
  component: FairListScreen,
});
