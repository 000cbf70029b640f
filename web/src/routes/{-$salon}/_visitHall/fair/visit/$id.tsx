import { createFileRoute, notFound } from '@tanstack/react-router';
import { HallVisitScreen } from '../../../../../features/halls/screens/hall-visit-screen.tsx';

// §2 /fair/visit/{id}: one hall of the fair (its booths arrive with the booths module).
export const Route = createFileRoute('/{-$salon}/_visitHall/fair/visit/$id')({
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  staticData: { titleKey: 'halls:visit.title' },
  component: HallVisitPage,
});

function HallVisitPage() {
  const { id } = Route.useParams();
  return <HallVisitScreen key={id} id={Number(id)} />;
}
