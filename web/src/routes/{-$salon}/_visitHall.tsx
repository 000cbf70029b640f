import { createFileRoute } from '@tanstack/react-router';
import { VisitHallLayout } from '../../layouts/visit-hall-layout.tsx';

// Layout "visitHall" of §2: the lobby and the halls, drawn across the full width.
export const Route = createFileRoute('/{-$salon}/_visitHall')({
  component: VisitHallLayout,
});
