import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { StandPeopleScreen } from '../../../../../features/stands/screens/stand-people-screen.tsx';

// §2 /stand/add-contacts/{id?}: the booth's administrators and contacts;
// without an id, the caller's booths to pick from. The api decides who may see and change it.
export const Route = createFileRoute('/{-$salon}/_manage/stand/add-contacts/{-$id}')({
  beforeLoad: ({ params }) => {
    if (params.id === undefined)
      throw redirect({ to: '/{-$salon}/user/configuration-stands', params: { salon: params.salon } });
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  staticData: { access: { roles: MENU_ROLES.exhibitor }, titleKey: 'stands:people.title' },
  component: StandPeoplePage,
});

function StandPeoplePage() {
  const { id } = Route.useParams();
  return <StandPeopleScreen key={id} id={Number(id)} />;
}
