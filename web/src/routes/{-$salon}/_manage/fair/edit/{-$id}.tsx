import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { flag, oneOf, searchParams } from '../../../../../lib/search-params.ts';
import { FairSetupScreen } from '../../../../../features/fairs/screens/fair-setup-screen.tsx';
import { SETUP_STEPS } from '../../../../../features/fairs/setup-steps.ts';

const searchSchema = searchParams({
  step: oneOf(SETUP_STEPS),
  /** Just created (`/fair/create` leads here): the screen says so once. */
  created: flag(),
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
