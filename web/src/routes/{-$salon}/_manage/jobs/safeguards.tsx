import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '@passerelle/contract/lite';
import { SafeguardsScreen } from '../../../../features/jobs/screens/safeguards-screen.tsx';

// Issue 11, ethical recruitment: the super admin keeps the WHO safeguards list up to date.
export const Route = createFileRoute('/{-$salon}/_manage/jobs/safeguards')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey: 'jobs:safeguards.title' },
  component: SafeguardsScreen,
});
