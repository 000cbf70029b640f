import { createFileRoute } from '@tanstack/react-router';
import { ROLES, referenceApi } from '@passerelle/contract/lite';
import { LookupTableScreen } from '../../../../features/reference/screens/lookup-table-screen.tsx';

const titleKey = 'firms:lookups.types';

// §2 super admin: the firm types offered on exhibitor profiles and registration.
export const Route = createFileRoute('/{-$salon}/_manage/exhibitor/type')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey },
  component: () => <LookupTableScreen endpoints={referenceApi.firmTypes} titleKey={titleKey} />,
});
