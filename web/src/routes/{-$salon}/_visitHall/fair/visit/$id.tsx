import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  hallVisitSearchSchema,
  type HallVisitSearch,
} from '../../../../../features/halls/hall-visit-model.ts';
import { HallVisitScreen } from '../../../../../features/halls/screens/hall-visit-screen.tsx';

// §2 /fair/visit/{id}: one hall of the fair, its booths on the floor and as a filtered list.
export const Route = createFileRoute('/{-$salon}/_visitHall/fair/visit/$id')({
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  validateSearch: hallVisitSearchSchema,
  staticData: { titleKey: 'halls:visit.title' },
  component: HallVisitPage,
});

function HallVisitPage() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const go = (next: HallVisitSearch) => void navigate({ search: next, replace: true });
  return <HallVisitScreen key={id} id={Number(id)} search={search} onSearch={go} />;
}
