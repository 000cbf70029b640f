import { createFileRoute, notFound } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { HallStandsScreen } from '../../../../../features/halls/screens/hall-stands-screen.tsx';

// §2 /hall/stands/{id?}: the booths of a hall (its organizers); without an id, the first hall.
export const Route = createFileRoute('/{-$salon}/_manage/hall/stands/{-$id}')({
  beforeLoad: ({ params }) => {
    if (params.id !== undefined && !/^\d+$/.test(params.id)) throw notFound();
  },
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'halls:stands.title' },
  component: HallStandsPage,
});

function HallStandsPage() {
  const { id } = Route.useParams();
  return <HallStandsScreen id={id === undefined ? undefined : Number(id)} />;
}
