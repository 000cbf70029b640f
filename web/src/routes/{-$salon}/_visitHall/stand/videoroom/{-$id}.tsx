import { createFileRoute, notFound } from '@tanstack/react-router';
import { StandVideoroomScreen } from '../../../../../features/stands/screens/stand-videoroom-screen.tsx';

// §2 /stand/videoroom/{id}: the booth's video room, its screen showing the first video (§9).
export const Route = createFileRoute('/{-$salon}/_visitHall/stand/videoroom/{-$id}')({
  beforeLoad: ({ params }) => {
    if (params.id === undefined || !/^\d+$/.test(params.id)) throw notFound();
  },
  staticData: { titleKey: 'stands:videoroomView.pageTitle' },
  component: StandVideoroomPage,
});

function StandVideoroomPage() {
  const { id } = Route.useParams();
  return <StandVideoroomScreen key={id} id={Number(id)} />;
}
