import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '@passerelle/contract';
import { LookupTableScreen } from '../../../../features/reference/screens/lookup-table-screen.tsx';
import { STAND_TYPE_VARIATIONS_LOOKUP } from '../../../../features/stand-catalogue/stand-catalogue.lookups.ts';

// §2 /stand-type-variation/create: the booth variations with the create dialog open.
export const Route = createFileRoute('/{-$salon}/_manage/stand-type-variation/create')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey: STAND_TYPE_VARIATIONS_LOOKUP.titleKey },
  component: () => <LookupTableScreen {...STAND_TYPE_VARIATIONS_LOOKUP} open="new" />,
});
