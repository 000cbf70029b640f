import type { ReactNode } from 'react';
import { Outlet } from '@tanstack/react-router';
import { FairShell } from './fair-shell.tsx';

/** Layout "default" of §2: the default layout: header, a centred page and the footer. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return <FairShell width="default">{children ?? <Outlet />}</FairShell>;
}
