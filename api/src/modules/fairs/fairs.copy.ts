import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { fairLanguages, fairs, headerButtons } from '../../db/schema/index.ts';
import { copyFairWording } from '../emails/index.ts';
import { copyHallsOfFair } from '../halls/index.ts';
import { copyFairLegalPages } from '../legal/index.ts';

type FairRow = typeof fairs.$inferSelect;

/**
 * The columns of a fair a copy takes from its source: its settings, not its identity (name, address,
 * dates), its status (a copy starts in preparation) or its timestamps.
 */
export const copiedColumnsOf = (source: FairRow) => {
  const {
    id: _id,
    name: _name,
    homepage: _homepage,
    startDate: _start,
    endDate: _end,
    status: _status,
    createdAt: _created,
    updatedAt: _updated,
    ...settings
  } = source;
  return settings;
};

/**
 * Copies a fair's setup into another, inside the caller's transaction: languages (same order, so the
 * main one stays first), header buttons, and through their modules the halls with their maps and the
 * fair's own mail wording. Nothing about people is copied: organizers, members, firms and booths stay
 * with the source. Registration forms are the installation's, shared by every fair.
 */
export const copyFairSetup = async (tx: Tx, sourceId: number, targetId: number) => {
  const langs = await tx
    .select({ languageId: fairLanguages.languageId })
    .from(fairLanguages)
    .where(eq(fairLanguages.fairId, sourceId))
    .orderBy(asc(fairLanguages.id));
  if (langs.length)
    await tx.insert(fairLanguages).values(langs.map((l) => ({ fairId: targetId, languageId: l.languageId })));
  const buttons = await tx
    .select()
    .from(headerButtons)
    .where(eq(headerButtons.fairId, sourceId))
    .orderBy(asc(headerButtons.position));
  if (buttons.length)
    await tx.insert(headerButtons).values(buttons.map(({ id: _id, ...b }) => ({ ...b, fairId: targetId })));
  await copyHallsOfFair(tx, sourceId, targetId);
  await copyFairWording(tx, sourceId, targetId);
  await copyFairLegalPages(tx, sourceId, targetId);
};
