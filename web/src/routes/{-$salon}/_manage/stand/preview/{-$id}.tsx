import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract';
import { StandPreviewScreen } from '../../../../../features/stands/screens/stand-preview-screen.tsx';

// §2 /stand/preview/{id?}: the booth as visitors will see it, even while hidden;
// without an id, the caller's booths to pick from. The api decides who may see and change it.
export const Route = createFileRoute('/{-$salon}/_manage/stand/preview/{-$id}')({
  beforeLoad: ({ params }) => {
    if (params.id === undefined)
      throw redirect({ to: '/{-$salon}/user/configuration-stands', params: { salon: params.salon } });
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  staticData: { access: { roles: MENU_ROLES.exhibitor }, titleKey: 'stands:preview.title' },
  component: StandPreviewPage,
});

function StandPreviewPage() {
  const { id } = Route.useParams();
  return <StandPreviewScreen key={id} id={Number(id)} />;
}
