import { createFileRoute } from '@tanstack/react-router';
import { oneOf, searchParams, text } from '../../../../lib/search-params.ts';
import { RegisterConfirmationScreen } from '../../../../features/registration/screens/register-confirmation-screen.tsx';

const searchSchema = searchParams({
  email: text({ max: 254 }),
  status: oneOf(['waiting', 'validated']),
  firm: oneOf(['created', 'requested']),
  /** The existing firm a join request was sent to. */
  firmName: text({ max: 150 }),
});

export const Route = createFileRoute('/{-$salon}/_user/register/confirmation')({
  validateSearch: searchSchema,
  staticData: { titleKey: 'registration:confirmation.title' },
  component: ConfirmationPage,
});

function ConfirmationPage() {
  return <RegisterConfirmationScreen {...Route.useSearch()} />;
}
