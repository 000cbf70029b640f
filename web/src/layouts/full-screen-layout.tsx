import type { ReactNode } from 'react';
import { Outlet } from '@tanstack/react-router';
import { FairShell } from './fair-shell.tsx';

/** Layout "full-screen" of §2: edge to edge, for immersive screens (lobby, video). */
export function FullScreenLayout({ children }: { children?: ReactNode }) {
  return <FairShell width="full">{children ?? <Outlet />}</FairShell>;
}
