import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { StandConfigureScreen } from '../../../../../features/stands/screens/stand-configure-screen.tsx';

// §2 /stand/configure/{id?}: a booth's scene, content per language, contact and visibility;
// without an id, the caller's booths to pick from. The api decides who may see and change it.
export const Route = createFileRoute('/{-$salon}/_manage/stand/configure/{-$id}')({
  beforeLoad: ({ params }) => {
    if (params.id === undefined)
      throw redirect({ to: '/{-$salon}/user/configuration-stands', params: { salon: params.salon } });
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  staticData: { access: { roles: MENU_ROLES.exhibitor }, titleKey: 'stands:configure.title' },
  component: StandConfigurePage,
});

function StandConfigurePage() {
  const { id } = Route.useParams();
  return <StandConfigureScreen key={id} id={Number(id)} />;
}
