import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '@passerelle/contract/lite';
import { LookupTableScreen } from '../../../../features/reference/screens/lookup-table-screen.tsx';
import { characterKindLookup } from '../../../../features/stand-catalogue/stand-catalogue.lookups.ts';

// §2 super admin "persons": the chat room's characters.
const titleKey = 'standCatalogue:titles.charactersChatroom';
export const Route = createFileRoute('/{-$salon}/_manage/stand/character-chatroom')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey },
  component: () => <LookupTableScreen {...characterKindLookup('TYPE_CHATROOM', titleKey)} />,
});
