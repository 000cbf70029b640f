import { createFileRoute } from '@tanstack/react-router';
import { LobbyScreen } from '../../../../../features/halls/screens/lobby-screen.tsx';

// §2 /fair/visit/lobby: public to anyone allowed in the fair (the api decides).
export const Route = createFileRoute('/{-$salon}/_visitHall/fair/visit/lobby')({
  staticData: { titleKey: 'halls:lobby.title' },
  component: LobbyScreen,
});
