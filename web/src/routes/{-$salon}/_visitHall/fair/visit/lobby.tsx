import { createFileRoute } from '@tanstack/react-router';
import { fairsQueries } from '../../../../../features/fairs/fairs.queries.ts';
import { hallsQueries } from '../../../../../features/halls/halls.queries.ts';
import { hallStandsQueries } from '../../../../../features/halls/halls.stands.queries.ts';
import { LobbyScreen } from '../../../../../features/halls/screens/lobby-screen.tsx';
import { chooseFair, readStoredFairId } from '../../../../../lib/fair-choice.ts';
import { prefetchPageQueries } from '../../../../../lib/page-queries.ts';

// §2 /fair/visit/lobby: public to anyone allowed in the fair (the api decides).
export const Route = createFileRoute('/{-$salon}/_visitHall/fair/visit/lobby')({
  staticData: { titleKey: 'halls:lobby.title' },
  // The fair's halls, then each hall's booths (the list's counts), before the lobby renders: the screen
  // would ask for them one after the other once mounted.
  loader: (args) =>
    prefetchPageQueries(args, ({ user, viewer, prefetch, ensure }) => [
      (async () => {
        const fairs = await ensure(fairsQueries.list());
        const { fair } = chooseFair(fairs ?? [], args.params.salon, readStoredFairId(), user);
        if (!fair) return;
        const halls = await ensure(hallsQueries.light(fair.id, viewer));
        await Promise.all((halls ?? []).map((hall) => prefetch(hallStandsQueries.light(hall.id, viewer))));
      })(),
    ]),
  component: LobbyScreen,
});
