import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract';
import { CvLibraryScreen } from '../../../../../features/job-profiles/screens/cv-library-screen.tsx';

// §2 organizer menu "resumes" (issue 11): the CV library of the current fair; employers of the
// fair (stand admins and contacts) use it too, the api scopes it.
export const Route = createFileRoute('/{-$salon}/_manage/jobs/cv/list')({
  staticData: { access: { roles: [...MENU_ROLES.exhibitor] }, titleKey: 'job-profiles:library.title' },
  component: CvLibraryScreen,
});
