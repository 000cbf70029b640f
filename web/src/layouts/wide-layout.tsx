import type { ReactNode } from 'react';
import { Outlet } from '@tanstack/react-router';
import { FairShell } from './fair-shell.tsx';

/** Layout "wide" of §2: a wider page (lists, tables). */
export function WideLayout({ children }: { children?: ReactNode }) {
  return <FairShell width="wide">{children ?? <Outlet />}</FairShell>;
}
