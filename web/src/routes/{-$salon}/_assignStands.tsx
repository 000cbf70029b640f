import { createFileRoute } from '@tanstack/react-router';
import { AssignStandsLayout } from '../../layouts/assign-stands-layout.tsx';

// Layout "assignStands" of §2: the booth assignment board on the full width; needs a login.
export const Route = createFileRoute('/{-$salon}/_assignStands')({
  staticData: { access: {} },
  component: AssignStandsLayout,
});
