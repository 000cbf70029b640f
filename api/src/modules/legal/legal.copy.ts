import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { fairLegalPages } from '../../db/schema/index.ts';

/** A copied fair's own legal wording (`POST /fairs/{id}/copy`, in the fairs module's transaction). */
export const copyFairLegalPages = async (tx: Tx, sourceFairId: number, targetFairId: number) => {
  const pages = await tx.select().from(fairLegalPages).where(eq(fairLegalPages.fairId, sourceFairId));
  if (pages.length)
    await tx.insert(fairLegalPages).values(
      pages.map((p) => ({
        fairId: targetFairId,
        kind: p.kind,
        locale: p.locale,
        html: p.html,
        updatedBy: p.updatedBy,
      })),
    );
};
