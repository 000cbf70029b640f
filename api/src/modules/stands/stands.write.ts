import { and, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { standBusinessSectors, standLanguages, standResources, stands } from '../../db/schema/index.ts';
import { placeBoothElement } from '../halls/index.ts';
import { sanitizeRichText } from '../../platform/sanitize/index.ts';
import { slotTaken, type SlotChange, type StandFields } from './stands.checks.ts';

/** The stand columns a write sets (absent fields keep their value). */
export const columnsOf = (data: StandFields, group: number | null | undefined) => ({
  ...(data.name !== undefined && { name: data.name }),
  ...(data.firm !== undefined && { firmId: data.firm }),
  ...(data.image !== undefined && { imageId: data.image }),
  ...(data.logo !== undefined && { logoId: data.logo }),
  ...(data.isVisible !== undefined && { isVisible: data.isVisible }),
  ...(data.isHiddenByOrganizer !== undefined && { isHiddenByOrganizer: data.isHiddenByOrganizer }),
  ...(data.isLanguageVisible !== undefined && { isLanguageVisible: data.isLanguageVisible }),
  ...(group !== undefined && { standGroupId: group }),
  ...(data.standType !== undefined && { standTypeId: data.standType }),
  ...(data.standTypeVariation !== undefined && { standTypeVariationId: data.standTypeVariation }),
  ...(data.theme !== undefined && { theme: data.theme }),
  ...(data.persons !== undefined && { persons: data.persons }),
  ...(data.contactName !== undefined && { contactName: data.contactName }),
  ...(data.contactEmail !== undefined && { contactEmail: data.contactEmail }),
  ...(data.contactPhone !== undefined && { contactPhone: data.contactPhone }),
});

/** Rich text after the §5 allow-list; nothing left is no text. */
const cleanInfos = (html: string | null) => {
  if (html === null) return null;
  const clean = sanitizeRichText(html);
  return clean.replace(/<[^>]*>|\s|&nbsp;/g, '') ? clean : null;
};

/** Each language given replaces its own content (resources in the order given); the others stay. */
export const writeLanguages = async (tx: Tx, standId: number, data: StandFields) => {
  for (const lang of data.languages ?? []) {
    const values = { title: lang.title, infos: cleanInfos(lang.infos) };
    const [row] = await tx
      .insert(standLanguages)
      .values({ standId, language: lang.language, ...values })
      .onConflictDoUpdate({
        target: [standLanguages.standId, standLanguages.language],
        set: { ...values, updatedAt: new Date() },
      })
      .returning({ id: standLanguages.id });
    await tx.delete(standResources).where(eq(standResources.standLanguageId, row!.id));
    if (lang.resources.length)
      await tx.insert(standResources).values(
        lang.resources.map((r, position) => ({
          standLanguageId: row!.id,
          type: r.type,
          mediaId: r.media,
          url: r.url,
          title: r.title,
          description: r.description,
          position,
        })),
      );
  }
};

export const writeSectors = async (tx: Tx, standId: number, sectors: number[] | undefined) => {
  if (sectors === undefined) return;
  await tx.delete(standBusinessSectors).where(eq(standBusinessSectors.standId, standId));
  const ids = [...new Set(sectors)];
  if (ids.length)
    await tx
      .insert(standBusinessSectors)
      .values(ids.map((businessSectorId) => ({ standId, businessSectorId })));
};

/** The booth's map element follows its slot, in the same transaction (the halls module's rows). */
export const syncElement = async (tx: Tx, standId: number, slot: SlotChange) => {
  if (slot === undefined) return;
  await placeBoothElement(
    tx,
    standId,
    slot.fairHall === null ? { hallId: null } : { hallId: slot.fairHall, number: slot.number },
  );
};

/**
 * Booths leave a hall's slots (all, or those numbered beyond `beyond`) for the fair's unassigned
 * list, content kept, inside the halls module's transaction (a smaller or deleted hall); the hall
 * removes its own map elements.
 */
export const unassignBooths = async (tx: Tx, hallId: number, opts?: { beyond: number }) => {
  await tx
    .update(stands)
    .set({ fairHallId: null, number: null })
    .where(and(eq(stands.fairHallId, hallId), opts ? gt(stands.number, opts.beyond) : undefined));
};

const SLOT_CONSTRAINTS = ['stands_hall_number_uq', 'elements_type_map_position_uq'];
/** A unique violation of the slot indexes, wherever the driver put it (pg, PGlite, drizzle's wrapper). */
const isSlotViolation = (err: unknown) => {
  for (let e: unknown = err, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505')
      return SLOT_CONSTRAINTS.some((c) => constraint === c || (!constraint && message?.includes(c)));
  }
  return false;
};
/** Two writes racing for one slot: the second meets the unique index and gets the 409. */
export const slotRaceAsConflict = (err: unknown): never => {
  if (isSlotViolation(err)) throw slotTaken();
  throw err;
};

/** The slot columns of a write. */
export const slotColumns = (slot: SlotChange) =>
  slot === undefined ? {} : { fairHallId: slot.fairHall, number: slot.number };
