import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RegisterConfirmationScreen } from '../../../../features/registration/screens/register-confirmation-screen.tsx';

const SearchSchema = z.object({
  email: z.string().max(254).optional().catch(undefined),
  status: z.enum(['waiting', 'validated']).optional().catch(undefined),
  firm: z.enum(['created', 'requested']).optional().catch(undefined),
  /** The existing firm a join request was sent to. */
  firmName: z.string().max(150).optional().catch(undefined),
});

export const Route = createFileRoute('/{-$salon}/_user/register/confirmation')({
  validateSearch: (search: Record<string, unknown>) => SearchSchema.parse(search),
  staticData: { titleKey: 'registration:confirmation.title' },
  component: ConfirmationPage,
});

function ConfirmationPage() {
  return <RegisterConfirmationScreen {...Route.useSearch()} />;
}
