import { createFileRoute, notFound } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { StandCreateScreen } from '../../../../../features/stands/screens/stand-create-screen.tsx';

// §2 /stand/create/{id?}: the organizer creates a booth for a firm of the fair (`id`: that firm).
export const Route = createFileRoute('/{-$salon}/_manage/stand/create/{-$id}')({
  beforeLoad: ({ params }) => {
    if (params.id !== undefined && !/^\d+$/.test(params.id)) throw notFound();
  },
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'stands:create.title' },
  component: StandCreatePage,
});

function StandCreatePage() {
  const { id } = Route.useParams();
  return <StandCreateScreen firmId={id === undefined ? null : Number(id)} />;
}
