import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { fairFirms, firmBusinessSectors, firms } from '../../db/schema/index.ts';

/** A firm's own columns as a writer gives them (the id and timestamps are the database's). */
export type FirmRecord = Omit<typeof firms.$inferInsert, 'id' | 'createdAt'>;

/** The firm's sectors become exactly `sectors`. */
export const replaceFirmSectors = async (tx: Tx, firmId: number, sectors: number[]) => {
  await tx.delete(firmBusinessSectors).where(eq(firmBusinessSectors.firmId, firmId));
  if (sectors.length)
    await tx.insert(firmBusinessSectors).values(sectors.map((sectorId) => ({ firmId, sectorId })));
};

/**
 * A new firm with its sectors, linked to the fair it was created in, inside the caller's
 * transaction (`POST /firms`, an exhibitor's registration). The caller checks the name and the
 * references, and announces it after the commit (`createFirmEvents(...).changed([id], 'created')`).
 */
export const insertFirm = async (
  tx: Tx,
  { fairId, sectors, ...record }: FirmRecord & { fairId: number; sectors: number[] },
) => {
  const [row] = await tx.insert(firms).values(record).returning({ id: firms.id, name: firms.name });
  await replaceFirmSectors(tx, row!.id, sectors);
  await tx.insert(fairFirms).values({ fairId, firmId: row!.id });
  return row!;
};
