import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import {
  cvLibrarySearch,
  type CvLibrarySearch,
} from '../../../../../features/job-profiles/cv-library-search.ts';
import { CvLibraryScreen } from '../../../../../features/job-profiles/screens/cv-library-screen.tsx';

// §2 organizer menu "resumes" (issue 11): the CV library of the current fair; employers of the
// fair (stand admins and contacts) use it too, the api scopes it. Its filters live in the URL.
export const Route = createFileRoute('/{-$salon}/_manage/jobs/cv/list')({
  staticData: { access: { roles: [...MENU_ROLES.exhibitor] }, titleKey: 'job-profiles:library.title' },
  validateSearch: cvLibrarySearch,
  component: CvLibraryPage,
});

function CvLibraryPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const go = (next: CvLibrarySearch) => void navigate({ search: next, replace: true });
  return <CvLibraryScreen search={search} onSearch={go} />;
}
