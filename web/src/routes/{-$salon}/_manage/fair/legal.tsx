import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { legalEditorSearch } from '../../../../features/legal/legal-search.ts';
import { LegalEditorScreen } from '../../../../features/legal/screens/legal-editor-screen.tsx';

// Issue 14 /fair/legal: the current fair's legal notice, privacy notice and accessibility statement.
export const Route = createFileRoute('/{-$salon}/_manage/fair/legal')({
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'legal:editor.title' },
  validateSearch: legalEditorSearch,
  component: LegalEditorScreen,
});
