import { createFileRoute } from '@tanstack/react-router';
import { LegalPageScreen } from '../../../../features/legal/screens/legal-page-screen.tsx';

// Issue 14: public, for everyone (also before logging in), linked from the footer of every page.
export const Route = createFileRoute('/{-$salon}/_default/legal/notice')({
  staticData: { titleKey: 'legal:kinds.notice.title' },
  component: () => <LegalPageScreen kind="notice" />,
});
