import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { userListSearch } from '../../../../features/users/user-list-search.ts';
import { UserListScreen } from '../../../../features/users/screens/user-list-screen.tsx';

// Filters, sort and page live in the URL, checked by zod (malformed values are dropped).
export const Route = createFileRoute('/{-$salon}/_manage/user/list')({
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'users:list.title' },
  validateSearch: userListSearch,
  component: UserListScreen,
});
