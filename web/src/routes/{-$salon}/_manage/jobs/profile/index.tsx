import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { ProfileManageScreen } from '../../../../../features/job-profiles/screens/profile-manage-screen.tsx';

// §2 visitor menu "manage profile" (issue 11): the candidate's job profile, CV and diffusion choices.
export const Route = createFileRoute('/{-$salon}/_manage/jobs/profile/')({
  staticData: { access: { roles: [...MENU_ROLES.visitor] }, titleKey: 'job-profiles:title' },
  component: ProfileManageScreen,
});
