import { LEGAL_KINDS } from '@passerelle/contract/lite';
import { oneOf, searchParams } from '../../lib/search-params.ts';

/** `/fair/legal?kind=privacy`: the document tab open (the public pages' "edit" link names it). */
export const legalEditorSearch = searchParams({ kind: oneOf(LEGAL_KINDS) });
