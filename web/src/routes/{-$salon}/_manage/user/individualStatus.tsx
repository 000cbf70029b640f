import { createFileRoute } from '@tanstack/react-router';
import { ROLES, referenceApi } from '@passerelle/contract/lite';
import { LookupTableScreen } from '../../../../features/reference/screens/lookup-table-screen.tsx';

const titleKey = 'reference:titles.visitorTypes';

// §2 super admin: the visitor types (user individual statuses).
export const Route = createFileRoute('/{-$salon}/_manage/user/individualStatus')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey },
  component: () => <LookupTableScreen endpoints={referenceApi.userIndividualStatuses} titleKey={titleKey} />,
});
