import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { FairLanguagesScreen } from '../../../../features/fairs/screens/fair-languages-screen.tsx';

// §2 / issue 14: the current fair's languages (organizers of the fair; the api checks the fair).
export const Route = createFileRoute('/{-$salon}/_manage/fair/language')({
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'fairs:languages.title' },
  component: FairLanguagesScreen,
});
