import { createFileRoute, notFound } from '@tanstack/react-router';
import { fairsQueries } from '../../../../../features/fairs/fairs.queries.ts';
import { hallVisitSearch, type HallVisitSearch } from '../../../../../features/halls/hall-visit-model.ts';
import { HallVisitScreen } from '../../../../../features/halls/screens/hall-visit-screen.tsx';
import { preloadHallFloor } from '../../../../../features/halls/hall-floor-loader.ts';
import { hallsQueries } from '../../../../../features/halls/halls.queries.ts';
import { hallStandsQueries } from '../../../../../features/halls/halls.stands.queries.ts';
import { chooseFair, readStoredFairId } from '../../../../../lib/fair-choice.ts';
import { prefetchPageQueries } from '../../../../../lib/page-queries.ts';

// §2 /fair/visit/{id}: one hall of the fair, its booths on the floor and as a filtered list.
export const Route = createFileRoute('/{-$salon}/_visitHall/fair/visit/$id')({
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  validateSearch: hallVisitSearch,
  staticData: { titleKey: 'halls:visit.title' },
  // The hall, its slots and its booths together (the screen would ask for the last two after the first).
  loader: (args) =>
    prefetchPageQueries(args, ({ user, viewer, prefetch, ensure }) => {
      const id = Number(args.params.id);
      return [
        // The fair's list is in the page's boot data: its map type is known without a request.
        ensure(fairsQueries.list()).then((fairs) => {
          const { fair } = chooseFair(fairs ?? [], args.params.salon, readStoredFairId(), user);
          preloadHallFloor(fair?.mapType ?? null);
        }),
        prefetch(hallsQueries.detail(id, viewer)),
        prefetch(hallsQueries.configuration(id, viewer)),
        prefetch(hallStandsQueries.ofHall(id, viewer)),
      ];
    }),
  component: HallVisitPage,
});

function HallVisitPage() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const go = (next: HallVisitSearch) => void navigate({ search: next, replace: true });
  return <HallVisitScreen key={id} id={Number(id)} search={search} onSearch={go} />;
}
