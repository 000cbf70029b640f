import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '@passerelle/contract/lite';
import { LookupTableScreen } from '../../../../features/reference/screens/lookup-table-screen.tsx';
import { characterKindLookup } from '../../../../features/stand-catalogue/stand-catalogue.lookups.ts';

// §2 super admin "persons": the video room's standing characters (the speaker).
const titleKey = 'standCatalogue:titles.charactersVideoroomStanding';
export const Route = createFileRoute('/{-$salon}/_manage/stand/character-videoroom-standing')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey },
  component: () => <LookupTableScreen {...characterKindLookup('TYPE_VIDEO_ROOM_STANDING', titleKey)} />,
});
