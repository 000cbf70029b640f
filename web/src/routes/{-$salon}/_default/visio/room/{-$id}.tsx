import { createFileRoute, notFound } from '@tanstack/react-router';
import { VisioRoomScreen } from '../../../../../features/visio/screens/visio-room-screen.tsx';

// §2 /visio/room/{id}: one call, by its room's address (its two participants only: the api says so).
export const Route = createFileRoute('/{-$salon}/_default/visio/room/{-$id}')({
  beforeLoad: ({ params }) => {
    if (params.id === undefined || params.id.length > 100) throw notFound();
  },
  staticData: { access: {}, titleKey: 'visio:room.title' },
  component: VisioRoomPage,
});

function VisioRoomPage() {
  const { id } = Route.useParams();
  return <VisioRoomScreen key={id} uniqid={id!} />;
}
