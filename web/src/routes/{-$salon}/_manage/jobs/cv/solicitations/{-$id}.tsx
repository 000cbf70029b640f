import { createFileRoute, notFound } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { FirmApplicationsScreen } from '../../../../../../features/job-applications/screens/firm-applications-screen.tsx';

// §2 /jobs/cv/solicitations/{id?}: the firm's applications, of one offer (id) or all; the organizer its fair's.
export const Route = createFileRoute('/{-$salon}/_manage/jobs/cv/solicitations/{-$id}')({
  beforeLoad: ({ params }) => {
    if (params.id !== undefined && !/^\d+$/.test(params.id)) throw notFound();
  },
  staticData: { access: { roles: MENU_ROLES.exhibitor }, titleKey: 'job-applications:firm.title' },
  component: FirmApplicationsPage,
});

function FirmApplicationsPage() {
  const { id } = Route.useParams();
  return <FirmApplicationsScreen key={id ?? 'all'} offerId={id === undefined ? undefined : Number(id)} />;
}
