import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { MyApplicationsScreen } from '../../../../../../features/job-applications/screens/my-applications-screen.tsx';

// §2 /jobs/cv/solicitations/my-applications: the candidate's applications, each with its status and date.
export const Route = createFileRoute('/{-$salon}/_manage/jobs/cv/solicitations/my-applications')({
  staticData: { access: { roles: MENU_ROLES.visitor }, titleKey: 'job-applications:mine.title' },
  component: MyApplicationsScreen,
});
