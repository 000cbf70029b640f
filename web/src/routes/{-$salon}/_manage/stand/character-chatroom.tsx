import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '@passerelle/contract';
import { LookupTableScreen } from '../../../../features/reference/screens/lookup-table-screen.tsx';
import { characterKindLookup } from '../../../../features/stand-catalogue/stand-catalogue.lookups.ts';

// §2 super admin "persons": the chat room's characters.
const lookup = characterKindLookup('TYPE_CHATROOM', 'standCatalogue:titles.charactersChatroom');
export const Route = createFileRoute('/{-$salon}/_manage/stand/character-chatroom')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey: lookup.titleKey },
  component: () => <LookupTableScreen {...lookup} />,
});
