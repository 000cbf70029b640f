import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '@passerelle/contract/lite';
import { JobConfigurationScreen } from '../../../../features/jobs/screens/job-configuration-screen.tsx';

// §2 super admin: which job reference tables the current fair uses.
export const Route = createFileRoute('/{-$salon}/_manage/jobs/configuration')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey: 'jobs:configuration.title' },
  component: JobConfigurationScreen,
});
