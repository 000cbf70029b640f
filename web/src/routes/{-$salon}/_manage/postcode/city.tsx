import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '@passerelle/contract/lite';
import { GEOGRAPHY_LEVELS } from '../../../../features/reference/geography-levels.ts';
import { geographyTitle } from '../../../../features/reference/geography-routes.ts';
import { LookupTableScreen } from '../../../../features/reference/screens/lookup-table-screen.tsx';

// §2 super admin: the cities and their postal code, filtered by region.
export const Route = createFileRoute('/{-$salon}/_manage/postcode/city')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey: geographyTitle('cities') },
  component: () => <LookupTableScreen {...GEOGRAPHY_LEVELS.cities} />,
});
