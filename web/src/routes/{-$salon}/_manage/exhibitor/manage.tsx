import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { firmManageSearch } from '../../../../features/firms/firm-search.ts';
import { FirmManageScreen } from '../../../../features/firms/screens/firm-manage-screen.tsx';

// §2: a stand admin edits its firm; an organizer edits `?firm={id}` or, without it, creates one
// (the api decides who may do what; the screen follows the firm's abilities).
export const Route = createFileRoute('/{-$salon}/_manage/exhibitor/manage')({
  staticData: { access: { roles: MENU_ROLES.exhibitor }, titleKey: 'firms:manage.title' },
  validateSearch: firmManageSearch,
  component: ManagePage,
});

function ManagePage() {
  const { firm } = Route.useSearch();
  return <FirmManageScreen key={firm ?? 'own'} firmId={firm} />;
}
