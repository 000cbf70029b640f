import { createFileRoute } from '@tanstack/react-router';
import { ROLES, referenceApi } from '@passerelle/contract/lite';
import { LookupTableScreen } from '../../../../../../../features/reference/screens/lookup-table-screen.tsx';

const titleKey = 'reference:titles.visitorTypes';

// §2 super admin: the visitor (individual) types, the same editor as /user/individualStatus.
// A static segment: it wins over the sibling {-$ref} route.
export const Route = createFileRoute('/{-$salon}/_manage/user/superadmin/tables/configure/individualtypes')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey },
  component: () => <LookupTableScreen endpoints={referenceApi.userIndividualStatuses} titleKey={titleKey} />,
});
