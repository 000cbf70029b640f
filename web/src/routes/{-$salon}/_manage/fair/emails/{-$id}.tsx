import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { EmailTemplatesScreen } from '../../../../../features/emails/screens/email-templates-screen.tsx';

// §2 /fair/emails/{id?}: a fair's e-mails (its organizers); without an id, the models (super admin).
export const Route = createFileRoute('/{-$salon}/_manage/fair/emails/{-$id}')({
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'emails:title' },
  component: EmailTemplatesScreen,
});
