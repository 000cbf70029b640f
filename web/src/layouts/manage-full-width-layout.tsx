import { FairShell } from './fair-shell.tsx';
import { ManageFrame } from './manage-frame.tsx';

/** Layout "manageFullWidth" of §2: the page takes the full width, the menus open in a drawer. */
export function ManageFullWidthLayout() {
  return (
    <FairShell width="wide">
      <ManageFrame fullWidth />
    </FairShell>
  );
}
