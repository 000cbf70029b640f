import { createFileRoute, notFound } from '@tanstack/react-router';
import { MessagePersonButton } from '../../../../features/conversations/components/message-person-button.tsx';
import { ExhibitorDetailScreen } from '../../../../features/firms/screens/exhibitor-detail-screen.tsx';
import { FirmOffersPanel } from '../../../../features/job-offers/components/firm-offers-panel.tsx';
import { useCurrentFair } from '../../../../lib/current-fair.tsx';

// §2 public: an exhibitor's page in the current fair, with its offers when the fair uses the job module,
// and a direct-message button on each contact's card (the conversations feature decides when it shows).
export const Route = createFileRoute('/{-$salon}/_default/exhibitors/$id')({
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  staticData: { titleKey: 'firms:detail.title' },
  component: ExhibitorPage,
});

function ExhibitorPage() {
  const { id } = Route.useParams();
  const { fair } = useCurrentFair();
  return (
    <ExhibitorDetailScreen
      key={id}
      id={Number(id)}
      jobs={
        fair?.isUsingJobModule ? (
          <FirmOffersPanel firmId={Number(id)} fairId={fair.id} level={2} />
        ) : undefined
      }
      contactActions={(card) => (
        <MessagePersonButton personId={card.id} name={`${card.firstName} ${card.lastName}`} />
      )}
    />
  );
}
