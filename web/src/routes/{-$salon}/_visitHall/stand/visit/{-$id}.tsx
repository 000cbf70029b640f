import { createFileRoute, notFound } from '@tanstack/react-router';
import { StandVisitScreen } from '../../../../../features/stands/screens/stand-visit-screen.tsx';

// §2 /stand/visit/{id}: a booth of the fair (the api answers 401 where the fair needs a login).
export const Route = createFileRoute('/{-$salon}/_visitHall/stand/visit/{-$id}')({
  beforeLoad: ({ params }) => {
    if (params.id === undefined || !/^\d+$/.test(params.id)) throw notFound();
  },
  staticData: { titleKey: 'stands:view.title' },
  component: StandVisitPage,
});

function StandVisitPage() {
  const { id } = Route.useParams();
  return <StandVisitScreen key={id} id={Number(id)} />;
}
