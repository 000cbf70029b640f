import { createFileRoute, notFound } from '@tanstack/react-router';
import { BoothChat } from '../../../../../features/conversations/components/booth-chat.tsx';
import { MessagePersonButton } from '../../../../../features/conversations/components/message-person-button.tsx';
import { BoothQueuePanel } from '../../../../../features/booth-queue/components/booth-queue-panel.tsx';
import { useWriteToPerson } from '../../../../../features/conversations/use-write-to-person.ts';
import { BoothInterviewSlotsPanel } from '../../../../../features/interview-slots/components/booth-interview-slots-panel.tsx';
import { FirmOffersPanel } from '../../../../../features/job-offers/components/firm-offers-panel.tsx';
import { StandVisitScreen } from '../../../../../features/stands/screens/stand-visit-screen.tsx';
import { boothQueueQueries } from '../../../../../features/booth-queue/booth-queue.queries.ts';
import { fairsQueries } from '../../../../../features/fairs/fairs.queries.ts';
import { jobOffersQueries } from '../../../../../features/job-offers/job-offers.queries.ts';
import { standsQueries } from '../../../../../features/stands/stands.queries.ts';
import { CallPersonButton } from '../../../../../features/visio/components/call-person-button.tsx';
import { useCallPerson } from '../../../../../features/visio/use-call-person.ts';
import type { Fair } from '@passerelle/contract';
import { useCurrentFair } from '../../../../../lib/current-fair.tsx';
import { prefetchPageQueries } from '../../../../../lib/page-queries.ts';

// §2 /stand/visit/{id}: a booth of the fair (the api answers 401 where the fair needs a login).
// The firm's offers join the booth here when the fair uses the job module; the booth chat and the
// people's direct-message buttons come from the conversations feature, their call buttons from visio,
// the interview slots (when the fair's video switch is on) from interview-slots.
/** Which of the booth's panels the fair's switches show: one answer for the loader and the page. */
const panelsOf = (fair: Fair | null | undefined) => ({
  jobs: !!fair?.isUsingJobModule,
  queue: !!(fair?.isVideoEnabled || fair?.isUsingDirectMessageModule),
  interviews: !!fair?.isVideoEnabled,
});

export const Route = createFileRoute('/{-$salon}/_visitHall/stand/visit/{-$id}')({
  beforeLoad: ({ params }) => {
    if (params.id === undefined || !/^\d+$/.test(params.id)) throw notFound();
  },
  staticData: {
    titleKey: 'stands:view.title',
    namespaces: ['booth-queue', 'conversations', 'visio', 'job-offers', 'interview-slots'],
  },
  // The booth, then what its panels read first (the fair's switches decide which panels show).
  loader: (args) =>
    prefetchPageQueries(args, ({ user, viewer, prefetch, ensure }) => [
      (async () => {
        const [stand, fairs] = await Promise.all([
          ensure(standsQueries.detail(Number(args.params.id), viewer)),
          ensure(fairsQueries.list()),
        ]);
        if (!stand) return;
        const panels = panelsOf(fairs?.find((f) => f.id === stand.fair));
        await Promise.all([
          panels.jobs && prefetch(jobOffersQueries.firmPanel(stand.firm.id, stand.fair, viewer)),
          panels.queue && prefetch(boothQueueQueries.queue(stand.id, user?.id ?? 0)),
        ]);
      })(),
    ]),
  component: StandVisitPage,
});

function StandVisitPage() {
  const { id } = Route.useParams();
  const panels = panelsOf(useCurrentFair().fair);
  const calling = useCallPerson();
  const writing = useWriteToPerson();
  return (
    <StandVisitScreen
      key={id}
      id={Number(id)}
      jobs={
        panels.jobs
          ? (stand) => <FirmOffersPanel firmId={stand.firm.id} fairId={stand.fair} level={2} />
          : undefined
      }
      chat={(stand) => <BoothChat booth={stand} />}
      queue={
        panels.queue
          ? (stand) => (
              <BoothQueuePanel
                standId={stand.id}
                // The person taken is rung (the call page checks devices first) or written to.
                onTaken={(entry) =>
                  entry.kind === 'call'
                    ? calling.call({ personId: entry.visitor.id, fairId: stand.fair, standId: stand.id })
                    : writing.write({ personId: entry.visitor.id, fairId: stand.fair })
                }
              />
            )
          : undefined
      }
      interviews={
        panels.interviews
          ? (stand) => <BoothInterviewSlotsPanel standId={stand.id} fairId={stand.fair} />
          : undefined
      }
      personActions={(person) => (
        <MessagePersonButton personId={person.id} name={`${person.firstName} ${person.lastName}`} />
      )}
      personCall={(person) => (
        <CallPersonButton
          personId={person.id}
          name={`${person.firstName} ${person.lastName}`}
          standId={Number(id)}
        />
      )}
    />
  );
}
