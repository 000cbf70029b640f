import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { fairEmails } from '../../db/schema/index.ts';

/** A copied fair's own mail wording (`POST /fairs/{id}/copy`, in the fairs module's transaction). */
export const copyFairWording = async (tx: Tx, sourceFairId: number, targetFairId: number) => {
  const mails = await tx.select().from(fairEmails).where(eq(fairEmails.fairId, sourceFairId));
  if (mails.length)
    await tx.insert(fairEmails).values(
      mails.map((m) => ({
        fairId: targetFairId,
        code: m.code,
        isEnabled: m.isEnabled,
        translations: m.translations,
      })),
    );
};
