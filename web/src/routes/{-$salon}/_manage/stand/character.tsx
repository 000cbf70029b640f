import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '@passerelle/contract/lite';
import { STAND_CATALOGUE_TITLES } from '../../../../features/stand-catalogue/stand-catalogue.titles.ts';
import { LookupTableScreen } from '../../../../features/reference/screens/lookup-table-screen.tsx';
import { STAND_CHARACTERS_LOOKUP } from '../../../../features/stand-catalogue/stand-catalogue.lookups.ts';

// §2 super admin "persons": the characters drawn in booths and rooms, by character type.
export const Route = createFileRoute('/{-$salon}/_manage/stand/character')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey: STAND_CATALOGUE_TITLES.characters },
  component: () => <LookupTableScreen {...STAND_CHARACTERS_LOOKUP} />,
});
