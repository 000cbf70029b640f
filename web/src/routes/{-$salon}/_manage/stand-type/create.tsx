import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '@passerelle/contract/lite';
import { STAND_CATALOGUE_TITLES } from '../../../../features/stand-catalogue/stand-catalogue.titles.ts';
import { LookupTableScreen } from '../../../../features/reference/screens/lookup-table-screen.tsx';
import { STAND_TYPES_LOOKUP } from '../../../../features/stand-catalogue/stand-catalogue.lookups.ts';

// §2 /stand-type/create: the booth types with the create dialog open.
export const Route = createFileRoute('/{-$salon}/_manage/stand-type/create')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey: STAND_CATALOGUE_TITLES.types },
  component: () => <LookupTableScreen {...STAND_TYPES_LOOKUP} open="new" />,
});
