import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { FirmOffersPanel } from '../../../../../features/job-offers/components/firm-offers-panel.tsx';
import { StandPreviewScreen } from '../../../../../features/stands/screens/stand-preview-screen.tsx';
import { useCurrentFair } from '../../../../../lib/current-fair.tsx';

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
  const { fair } = useCurrentFair();
  return (
    <StandPreviewScreen
      key={id}
      id={Number(id)}
      jobs={
        fair?.isUsingJobModule
          ? (stand) => <FirmOffersPanel firmId={stand.firm.id} fairId={stand.fair} level={3} />
          : undefined
      }
    />
  );
}
