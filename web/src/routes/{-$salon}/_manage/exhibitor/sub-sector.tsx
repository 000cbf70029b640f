import { createFileRoute } from '@tanstack/react-router';
import { ROLES, referenceApi } from '@passerelle/contract/lite';
import { LookupTableScreen } from '../../../../features/reference/screens/lookup-table-screen.tsx';

const titleKey = 'firms:lookups.subSectors';
const parent = { field: 'sector', labelKey: 'firms:lookups.sector', endpoints: referenceApi.businessSectors };

// §2 super admin: the business sub-sectors, each under its sector.
export const Route = createFileRoute('/{-$salon}/_manage/exhibitor/sub-sector')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey },
  component: () => (
    <LookupTableScreen endpoints={referenceApi.businessSubsectors} titleKey={titleKey} parent={parent} />
  ),
});
