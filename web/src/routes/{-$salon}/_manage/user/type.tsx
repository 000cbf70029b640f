import { createFileRoute } from '@tanstack/react-router';
import { ROLES, referenceApi } from '@passerelle/contract/lite';
import { LookupTableScreen } from '../../../../features/reference/screens/lookup-table-screen.tsx';

const titleKey = 'reference:titles.type';

// §2 super admin; a super organizer may add user types too (the api limits which positions).
export const Route = createFileRoute('/{-$salon}/_manage/user/type')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN, ROLES.SUPER_ORGANIZER] }, titleKey },
  component: () => <LookupTableScreen endpoints={referenceApi.userTypes} titleKey={titleKey} />,
});
