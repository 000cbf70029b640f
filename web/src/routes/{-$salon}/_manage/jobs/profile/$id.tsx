import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { ProfileViewScreen } from '../../../../../features/job-profiles/screens/profile-view-screen.tsx';

// §2 visitor menu "view profile", and the CV library's cards (organizers, employers): the api
// answers 404 to whoever may not read the profile.
export const Route = createFileRoute('/{-$salon}/_manage/jobs/profile/$id')({
  staticData: {
    access: { roles: [...new Set([...MENU_ROLES.visitor, ...MENU_ROLES.exhibitor])] },
    titleKey: 'job-profiles:view.pageTitle',
  },
  component: ProfileViewPage,
});

function ProfileViewPage() {
  const { id } = Route.useParams();
  return <ProfileViewScreen key={id} id={Number(id)} />;
}
