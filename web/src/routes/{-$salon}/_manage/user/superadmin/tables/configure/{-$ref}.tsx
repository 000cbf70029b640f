import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '@passerelle/contract/lite';
import { DataListEntriesScreen } from '../../../../../../../features/data-lists/screens/data-list-entries-screen.tsx';
import { DataListsOverviewScreen } from '../../../../../../../features/data-lists/screens/data-lists-overview-screen.tsx';

// §2 super admin: without a ref, every data list table; with one, the entries of that table.
export const Route = createFileRoute('/{-$salon}/_manage/user/superadmin/tables/configure/{-$ref}')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey: 'dataLists:titles.overview' },
  component: function DataListsRoute() {
    const { ref } = Route.useParams();
    return ref ? <DataListEntriesScreen key={ref} listRef={ref} /> : <DataListsOverviewScreen />;
  },
});
