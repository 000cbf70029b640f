import { createFileRoute } from '@tanstack/react-router';
import { ContactScreen } from '../../../features/contact/screens/contact-screen.tsx';

export const Route = createFileRoute('/{-$salon}/_default/contact')({
  staticData: { titleKey: 'contact:title' },
  component: ContactScreen,
});
