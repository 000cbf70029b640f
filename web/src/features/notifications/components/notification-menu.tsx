import { Suspense, lazy } from 'react';
import { Box } from '@mantine/core';
import { useCurrentUser } from '../../../lib/auth.ts';

// The bell's menu (Mantine's menu and what positions it) loads only for someone signed in (issue 10 §2).
const NotificationDropdown = lazy(() =>
  import('./notification-dropdown.tsx').then((m) => ({ default: m.NotificationDropdown })),
);

/** §2 the bell and its dropdown of notifications; nothing for the anonymous. */
export function NotificationMenu() {
  const user = useCurrentUser();
  return user ? (
    // The bell's place is kept while its code loads, so that the header does not move.
    <Suspense fallback={<Box w={34} h={34} />}>
      <NotificationDropdown userId={user.id} />
    </Suspense>
  ) : null;
}
