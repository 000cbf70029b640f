import { createFileRoute, notFound } from '@tanstack/react-router';
import { ExhibitorDetailScreen } from '../../../../features/firms/screens/exhibitor-detail-screen.tsx';

// §2 public: an exhibitor's page in the current fair.
export const Route = createFileRoute('/{-$salon}/_default/exhibitors/$id')({
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  staticData: { titleKey: 'firms:detail.title' },
  component: ExhibitorPage,
});

function ExhibitorPage() {
  const { id } = Route.useParams();
  return <ExhibitorDetailScreen key={id} id={Number(id)} />;
}
