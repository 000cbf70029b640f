import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { MyStandsScreen } from '../../../../features/stands/screens/my-stands-screen.tsx';

// §2 /user/configuration-stands: the caller's booths in the current fair (§6: non-visitors with a firm).
export const Route = createFileRoute('/{-$salon}/_manage/user/configuration-stands')({
  staticData: { access: { roles: MENU_ROLES.exhibitor }, titleKey: 'stands:mine.title' },
  component: MyStandsScreen,
});
