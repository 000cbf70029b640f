import { createFileRoute, notFound } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { HallAssignScreen } from '../../../../../features/halls/screens/hall-assign-screen.tsx';

// §2 /hall/assign/{id?}: booths into a hall's slots by drag and drop; without an id, the first hall.
export const Route = createFileRoute('/{-$salon}/_assignStands/hall/assign/{-$id}')({
  beforeLoad: ({ params }) => {
    if (params.id !== undefined && !/^\d+$/.test(params.id)) throw notFound();
  },
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'halls:assign.title' },
  component: HallAssignPage,
});

function HallAssignPage() {
  const { id } = Route.useParams();
  return <HallAssignScreen id={id === undefined ? undefined : Number(id)} />;
}
