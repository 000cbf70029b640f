import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { HallEditScreen } from '../../../../features/halls/screens/hall-edit-screen.tsx';

// §2 /hall/create: a new hall of the current fair.
export const Route = createFileRoute('/{-$salon}/_manage/hall/create')({
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'halls:form.createTitle' },
  component: HallCreatePage,
});

function HallCreatePage() {
  return <HallEditScreen id={undefined} />;
}
