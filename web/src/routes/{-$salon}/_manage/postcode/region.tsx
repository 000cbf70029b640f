import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '@passerelle/contract';
import { GEOGRAPHY_LEVELS } from '../../../../features/reference/geography-levels.ts';
import { LookupTableScreen } from '../../../../features/reference/screens/lookup-table-screen.tsx';

const level = GEOGRAPHY_LEVELS.regions;

// §2 super admin: the regions, filtered by country.
export const Route = createFileRoute('/{-$salon}/_manage/postcode/region')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey: level.titleKey },
  component: () => <LookupTableScreen {...level} />,
});
