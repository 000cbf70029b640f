import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { MENU_ROLES } from '@passerelle/contract';
import { FairSetupScreen } from '../../../../../features/fairs/screens/fair-setup-screen.tsx';
import { SETUP_STEPS } from '../../../../../features/fairs/setup-steps.ts';

const searchSchema = z.object({
  step: z.enum(SETUP_STEPS).optional().catch(undefined),
  /** Just created (`/fair/create` leads here): the screen says so once. */
  created: z.boolean().optional().catch(undefined),
});

// §2 /fair/edit/{id?} (issue 14): a fair's setup in steps; the step lives in the URL.
export const Route = createFileRoute('/{-$salon}/_manage/fair/edit/{-$id}')({
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'fairs:setup.title' },
  validateSearch: searchSchema,
  component: FairSetupPage,
});

function FairSetupPage() {
  const { id } = Route.useParams();
  const { step = 'identity', created } = Route.useSearch();
  const navigate = Route.useNavigate();
  const fairId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  return (
    <FairSetupScreen
      fairId={fairId}
      step={step}
      created={created === true}
      onStep={(next) => void navigate({ search: { step: next }, replace: true })}
    />
  );
}
