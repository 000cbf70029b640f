import { createFileRoute } from '@tanstack/react-router';
import { ROLES, referenceApi } from '@passerelle/contract/lite';
import { LookupTableScreen } from '../../../../features/reference/screens/lookup-table-screen.tsx';

const titleKey = 'reference:titles.civility';

// §2 super admin: the civilities offered on profiles.
export const Route = createFileRoute('/{-$salon}/_manage/user/civility')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey },
  component: () => <LookupTableScreen endpoints={referenceApi.civilStatuses} titleKey={titleKey} />,
});
