import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '@passerelle/contract/lite';
import { STAND_CATALOGUE_TITLES } from '../../../../features/stand-catalogue/stand-catalogue.titles.ts';
import { LookupTableScreen } from '../../../../features/reference/screens/lookup-table-screen.tsx';
import { STAND_CHARACTER_TYPES_LOOKUP } from '../../../../features/stand-catalogue/stand-catalogue.lookups.ts';

// §2 super admin: the names of the four character types (TYPE_STAND, TYPE_CHATROOM, …).
export const Route = createFileRoute('/{-$salon}/_manage/stand/character-type')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey: STAND_CATALOGUE_TITLES.characterTypes },
  component: () => <LookupTableScreen {...STAND_CHARACTER_TYPES_LOOKUP} />,
});
