import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '@passerelle/contract/lite';
import { DataListCreateScreen } from '../../../../../../features/data-lists/screens/data-list-create-screen.tsx';

// §2 super admin: create a data list table (its ref and first entries).
export const Route = createFileRoute('/{-$salon}/_manage/user/superadmin/tables/create')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey: 'dataLists:titles.create' },
  component: DataListCreateScreen,
});
