import type { ReactNode } from 'react';
import { Outlet } from '@tanstack/react-router';
import { FairShell } from './fair-shell.tsx';

/** Layout "visit-hall" of §2: hall visits: the drawn hall takes the full width. */
export function VisitHallLayout({ children }: { children?: ReactNode }) {
  return <FairShell width="full">{children ?? <Outlet />}</FairShell>;
}
