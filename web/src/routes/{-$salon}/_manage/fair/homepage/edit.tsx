import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { FairHomepageScreen } from '../../../../../features/fairs/screens/fair-homepage-screen.tsx';

// §2 /fair/homepage/edit (issue 14): the current fair's homepage per language, previewed at 1280 and 390 px.
export const Route = createFileRoute('/{-$salon}/_manage/fair/homepage/edit')({
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'fairs:homepage.pageTitle' },
  component: FairHomepageScreen,
});
