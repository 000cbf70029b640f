import { z } from 'zod';
import { LegalKindSchema } from '@passerelle/contract';

/** `/fair/legal?kind=privacy`: the document tab open (the public pages' "edit" link names it). */
export const legalEditorSearchSchema = z.object({ kind: LegalKindSchema.optional().catch(undefined) });
