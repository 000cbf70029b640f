import { createFileRoute } from '@tanstack/react-router';
import { SubhallScreen } from '../../../../../features/halls/screens/subhall-screen.tsx';

// §2 /fair/visit/subhall: the fair's halls as a light list of cards (the hall chooser on phones).
export const Route = createFileRoute('/{-$salon}/_visitHall/fair/visit/subhall')({
  staticData: { titleKey: 'halls:subhall.title' },
  component: SubhallScreen,
});
