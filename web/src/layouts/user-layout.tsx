import type { ReactNode } from 'react';
import { Outlet } from '@tanstack/react-router';
import { FairShell } from './fair-shell.tsx';

/** Layout "user" of §2: a narrow column for login, registration and password screens. */
export function UserLayout({ children }: { children?: ReactNode }) {
  return <FairShell width="narrow">{children ?? <Outlet />}</FairShell>;
}
