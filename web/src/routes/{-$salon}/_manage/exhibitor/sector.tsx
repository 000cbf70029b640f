import { createFileRoute } from '@tanstack/react-router';
import { ROLES, referenceApi } from '@passerelle/contract/lite';
import { LookupTableScreen } from '../../../../features/reference/screens/lookup-table-screen.tsx';

const titleKey = 'firms:lookups.sectors';

// §2 super admin: the business sectors of exhibitors (no position: sorted by name).
export const Route = createFileRoute('/{-$salon}/_manage/exhibitor/sector')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey },
  component: () => <LookupTableScreen endpoints={referenceApi.businessSectors} titleKey={titleKey} />,
});
