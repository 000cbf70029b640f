import type { ReactNode } from 'react';
import { Outlet } from '@tanstack/react-router';
import { FairShell } from './fair-shell.tsx';

/** Layout "assign-stands" of §2: booth assignment to halls (drag and drop) on the full width. */
export function AssignStandsLayout({ children }: { children?: ReactNode }) {
  return <FairShell width="full">{children ?? <Outlet />}</FairShell>;
}
