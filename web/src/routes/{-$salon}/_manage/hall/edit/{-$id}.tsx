import { createFileRoute, notFound } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { HallEditScreen } from '../../../../../features/halls/screens/hall-edit-screen.tsx';

// §2 /hall/edit/{id?}: a hall's form; without an id, a new hall.
export const Route = createFileRoute('/{-$salon}/_manage/hall/edit/{-$id}')({
  beforeLoad: ({ params }) => {
    if (params.id !== undefined && !/^\d+$/.test(params.id)) throw notFound();
  },
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'halls:form.editTitleShort' },
  component: HallEditPage,
});

function HallEditPage() {
  const { id } = Route.useParams();
  return <HallEditScreen id={id === undefined ? undefined : Number(id)} />;
}
