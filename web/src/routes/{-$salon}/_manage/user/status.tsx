import { createFileRoute } from '@tanstack/react-router';
import { ROLES, referenceApi } from '@passerelle/contract/lite';
import { LookupTableScreen } from '../../../../features/reference/screens/lookup-table-screen.tsx';

const titleKey = 'reference:titles.status';

// §2 super admin: the user statuses.
export const Route = createFileRoute('/{-$salon}/_manage/user/status')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey },
  component: () => <LookupTableScreen endpoints={referenceApi.userStatuses} titleKey={titleKey} />,
});
