import type { ReactNode } from 'react';
import { Outlet } from '@tanstack/react-router';
import { FairShell } from './fair-shell.tsx';

/** Layout "conference" of §2: conference rooms and programme: the page takes the full width. */
export function ConferenceLayout({ children }: { children?: ReactNode }) {
  return <FairShell width="full">{children ?? <Outlet />}</FairShell>;
}
