import { FairShell } from './fair-shell.tsx';
import { ManageFrame } from './manage-frame.tsx';

/** Layout "manage" of §2: side card with the role menus beside the page. */
export function ManageLayout() {
  return (
    <FairShell width="wide">
      <ManageFrame />
    </FairShell>
  );
}
