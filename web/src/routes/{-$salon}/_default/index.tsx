import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../../../features/home/screens/home-screen.tsx';

export const Route = createFileRoute('/{-$salon}/_default/')({
  staticData: { titleKey: 'home:title' },
  component: HomeScreen,
});
