import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '@passerelle/contract/lite';
import { GEOGRAPHY_LEVELS } from '../../../../features/reference/geography-levels.ts';
import { geographyTitle } from '../../../../features/reference/geography-routes.ts';
import { LookupTableScreen } from '../../../../features/reference/screens/lookup-table-screen.tsx';

// §2 super admin: the regions, filtered by country.
export const Route = createFileRoute('/{-$salon}/_manage/postcode/region')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey: geographyTitle('regions') },
  component: () => <LookupTableScreen {...GEOGRAPHY_LEVELS.regions} />,
});
