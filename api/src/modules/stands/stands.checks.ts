import { and, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MEDIA_TYPES,
  STAND_PERSON_CHARACTER_TYPE,
  STAND_PERSON_PLACES,
  STAND_RESOURCES_PER_TYPE_MAX,
  type MessageCode,
  type StandUpdateSchema,
} from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import {
  fairFirms,
  fairHalls,
  fairLanguages,
  languages,
  mediaObjects,
  standCharacters,
  standGroups,
  stands,
  standTypes,
  standTypeVariations,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import { AppError, conflict, unprocessable, type ViolationInput } from '../../platform/errors/index.ts';
import { assertSquare, type MediaService } from '../media/index.ts';
import { sectorsExist } from './stands.sql.ts';

export type StandFields = z.output<typeof StandUpdateSchema>;
type MediaRow = typeof mediaObjects.$inferSelect;

/** The stored state a write starts from (null for a new booth). */
export interface StandState {
  id: number;
  firmId: number;
  fairHallId: number | null;
  number: number | null;
  standGroupId: number | null;
  standTypeId: number | null;
  standTypeVariationId: number | null;
  /** Every file the booth uses now: kept files need no new check of who may use them. */
  mediaIds: number[];
  imageId: number | null;
  logoId: number | null;
}

/** Where the booth will stand: `undefined` when the write leaves its slot alone. */
export type SlotChange = { fairHall: number; number: number } | { fairHall: null; number: null } | undefined;

const IMAGE_ONLY = 'image';
const BROCHURE = 'brochure';
type MediaKindRule = typeof IMAGE_ONLY | typeof BROCHURE;
const RESOURCE_KIND: Record<string, MediaKindRule | null> = {
  TYPE_POSTER: IMAGE_ONLY,
  TYPE_BACKGROUND_CUSTOM: IMAGE_ONLY,
  TYPE_TOOLTIP: IMAGE_ONLY,
  TYPE_BROCHURE: BROCHURE,
  TYPE_VIDEO: null,
  TYPE_VIDEOROOM: null,
};
const fits = (row: MediaRow, rule: MediaKindRule) =>
  row.type === MEDIA_TYPES.image ||
  (rule === BROCHURE && row.type === MEDIA_TYPES.document && row.mimeType === 'application/pdf');

/** 422 with the first violation's code as the message code (the form names the field). */
export const refuseWith = (violations: ViolationInput[]): never => {
  throw unprocessable(violations, violations[0]!.code as MessageCode);
};
export const slotTaken = () =>
  conflict('stand_slot_taken', [{ propertyPath: 'number', code: 'stand_slot_taken' }]);

/**
 * Server-side checks of a booth write, all read before anything is written: each failure is a
 * violation on its property path (`languages.1.resources.0.media`), so nothing is half-saved.
 */
export const createStandChecks = (db: Db, media: Pick<MediaService, 'get'>) => {
  /** The firm must exhibit at the fair (`fair_firms`). */
  const checkFirm = async (fairId: number, firmId: number, v: ViolationInput[]) => {
    const [link] = await db
      .select({ id: fairFirms.id })
      .from(fairFirms)
      .where(and(eq(fairFirms.fairId, fairId), eq(fairFirms.firmId, firmId)))
      .limit(1);
    if (!link) v.push({ propertyPath: 'firm', code: 'firm_not_in_fair' });
  };

  /** A hall of the same fair, a number within its booths; a hall without a number and the reverse are refused. */
  const checkSlot = async (
    fairId: number,
    state: StandState | null,
    data: StandFields,
    v: ViolationInput[],
  ): Promise<SlotChange> => {
    if (data.fairHall === undefined && data.number === undefined) return undefined;
    const hall = data.fairHall !== undefined ? data.fairHall : (state?.fairHallId ?? null);
    const number = data.number !== undefined ? data.number : hall === null ? null : (state?.number ?? null);
    if (hall === null && number !== null) {
      v.push({ propertyPath: 'fairHall', code: 'required' });
      return undefined;
    }
    if (hall === null) return { fairHall: null, number: null };
    if (number === null) {
      v.push({ propertyPath: 'number', code: 'required' });
      return undefined;
    }
    const [row] = await db
      .select({ fairId: fairHalls.fairId, numberOfStands: fairHalls.numberOfStands })
      .from(fairHalls)
      .where(eq(fairHalls.id, hall))
      .limit(1);
    if (!row || row.fairId !== fairId) {
      v.push({ propertyPath: 'fairHall', code: 'hall_not_in_fair' });
      return undefined;
    }
    if (number > row.numberOfStands) {
      v.push({
        propertyPath: 'number',
        code: 'stand_slot_out_of_range',
        params: { max: row.numberOfStands },
      });
      return undefined;
    }
    return { fairHall: hall, number };
  };

  /** Another booth in the slot: 409 (the unique index settles a race at write time). */
  const assertSlotFree = async (slot: SlotChange, standId: number | null) => {
    if (!slot?.fairHall) return;
    const [other] = await db
      .select({ id: stands.id })
      .from(stands)
      .where(
        and(
          eq(stands.fairHallId, slot.fairHall),
          eq(stands.number, slot.number),
          standId !== null ? ne(stands.id, standId) : undefined,
        ),
      )
      .limit(1);
    if (other) throw slotTaken();
  };

  const checkLanguages = async (fairId: number, data: StandFields, v: ViolationInput[]) => {
    if (!data.languages?.length) return;
    const allowed = new Set(
      (
        await db
          .select({ code: languages.code })
          .from(fairLanguages)
          .innerJoin(languages, eq(languages.id, fairLanguages.languageId))
          .where(eq(fairLanguages.fairId, fairId))
      ).map((r) => r.code),
    );
    const seen = new Set<string>();
    data.languages.forEach((lang, i) => {
      if (seen.has(lang.language))
        v.push({ propertyPath: `languages.${i}.language`, code: 'duplicate_language' });
      else if (!allowed.has(lang.language))
        v.push({ propertyPath: `languages.${i}.language`, code: 'language_not_in_fair' });
      seen.add(lang.language);
      const perType = new Map<string, number>();
      for (const r of lang.resources) perType.set(r.type, (perType.get(r.type) ?? 0) + 1);
      if ([...perType.values()].some((n) => n > STAND_RESOURCES_PER_TYPE_MAX))
        v.push({
          propertyPath: `languages.${i}.resources`,
          code: 'too_big',
          params: { max: STAND_RESOURCES_PER_TYPE_MAX },
        });
    });
  };

  /**
   * Files must exist and be of the right kind: booth image, logo, posters, backgrounds and tooltips
   * are images, brochures PDF documents or images; the logo is square. A file the booth does not
   * use yet must be one the actor may see (its own, its firm's; organizers: any), else it is
   * reported as not found.
   */
  const checkMedia = async (
    actor: Actor,
    state: StandState | null,
    data: StandFields,
    v: ViolationInput[],
  ) => {
    const wanted: { path: string; id: number; rule: MediaKindRule | null; square?: boolean }[] = [];
    if (data.image) wanted.push({ path: 'image', id: data.image, rule: IMAGE_ONLY });
    if (data.logo) wanted.push({ path: 'logo', id: data.logo, rule: IMAGE_ONLY, square: true });
    data.languages?.forEach((lang, i) =>
      lang.resources.forEach((r, j) => {
        if (r.media === null) return;
        wanted.push({
          path: `languages.${i}.resources.${j}.media`,
          id: r.media,
          rule: RESOURCE_KIND[r.type]!,
        });
      }),
    );
    if (!wanted.length) return;
    const ids = [...new Set(wanted.map((w) => w.id))];
    const rows = new Map(
      (await db.select().from(mediaObjects).where(inArray(mediaObjects.id, ids))).map((r) => [r.id, r]),
    );
    const kept = new Set([...(state?.mediaIds ?? []), state?.imageId, state?.logoId]);
    const visible = new Map<number, boolean>();
    for (const id of ids) {
      if (!rows.has(id) || kept.has(id)) continue;
      visible.set(
        id,
        await media.get({ actor, id }).then(
          () => true,
          (err: unknown) => {
            if (err instanceof AppError && err.status === 404) return false;
            throw err;
          },
        ),
      );
    }
    for (const w of wanted) {
      const row = rows.get(w.id);
      if (!row || visible.get(w.id) === false) v.push({ propertyPath: w.path, code: 'media_not_found' });
      else if (w.rule === null) v.push({ propertyPath: w.path, code: 'invalid_value' });
      else if (!fits(row, w.rule)) v.push({ propertyPath: w.path, code: 'wrong_media_kind' });
      else if (w.square && row.width && row.height) {
        try {
          assertSquare(row.width, row.height);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          v.push({ propertyPath: w.path, code: 'logo_not_square', params: err.params });
        }
      }
    }
  };

  /** The scene: the type belongs to the group, the variation to the type (stored values count). */
  const checkScene = async (
    state: StandState | null,
    data: StandFields,
    defaultGroup: number | null,
    v: ViolationInput[],
  ) => {
    if (
      data.standGroup === undefined &&
      data.standType === undefined &&
      data.standTypeVariation === undefined
    )
      return;
    const group =
      data.standGroup !== undefined ? (data.standGroup ?? defaultGroup) : (state?.standGroupId ?? null);
    const type = data.standType !== undefined ? data.standType : (state?.standTypeId ?? null);
    const variation =
      data.standTypeVariation !== undefined ? data.standTypeVariation : (state?.standTypeVariationId ?? null);
    if (data.standGroup && group !== null) {
      const [g] = await db.select({ id: standGroups.id }).from(standGroups).where(eq(standGroups.id, group));
      if (!g) v.push({ propertyPath: 'standGroup', code: 'invalid_value' });
    }
    if (type !== null) {
      const [t] = await db
        .select({ group: standTypes.standGroupId })
        .from(standTypes)
        .where(eq(standTypes.id, type));
      if (!t || t.group !== group) v.push({ propertyPath: 'standType', code: 'invalid_value' });
    }
    if (variation !== null) {
      const [tv] = await db
        .select({ type: standTypeVariations.standTypeId })
        .from(standTypeVariations)
        .where(eq(standTypeVariations.id, variation));
      if (!tv || tv.type !== type) v.push({ propertyPath: 'standTypeVariation', code: 'invalid_value' });
    }
  };

  /** Each drawn person must be a character of the kind its place takes (STAND_PERSON_CHARACTER_TYPE). */
  const checkPersons = async (data: StandFields, v: ViolationInput[]) => {
    if (!data.persons) return;
    const persons = data.persons;
    const ids = STAND_PERSON_PLACES.map((p) => persons[p]).filter(
      (id): id is number => typeof id === 'number',
    );
    if (!ids.length) return;
    const found = new Map(
      (
        await db
          .select({ id: standCharacters.id, type: standCharacters.type })
          .from(standCharacters)
          .where(inArray(standCharacters.id, ids))
      ).map((c) => [c.id, c.type]),
    );
    for (const place of STAND_PERSON_PLACES) {
      const id = persons[place];
      if (typeof id === 'number' && found.get(id) !== STAND_PERSON_CHARACTER_TYPE[place])
        v.push({ propertyPath: `persons.${place}`, code: 'wrong_character_type' });
    }
  };

  const checkSectors = async (data: StandFields, v: ViolationInput[]) => {
    if (!data.sectors?.length) return;
    const ids = [...new Set(data.sectors)];
    if ((await sectorsExist(db, ids)).length !== ids.length)
      v.push({ propertyPath: 'sectors', code: 'invalid_value' });
  };

  /** Every check of a write; throws 422 with all violations, or 409 when the slot is taken. */
  const check = async ({
    actor,
    fairId,
    state,
    data,
    defaultGroup,
  }: {
    actor: Actor;
    fairId: number;
    state: StandState | null;
    data: StandFields;
    defaultGroup: number | null;
  }): Promise<SlotChange> => {
    const v: ViolationInput[] = [];
    if (data.firm !== undefined && data.firm !== state?.firmId) await checkFirm(fairId, data.firm, v);
    const slot = await checkSlot(fairId, state, data, v);
    await checkLanguages(fairId, data, v);
    await checkMedia(actor, state, data, v);
    await checkScene(state, data, defaultGroup, v);
    await checkPersons(data, v);
    await checkSectors(data, v);
    if (v.length) refuseWith(v);
    await assertSlotFree(slot, state?.id ?? null);
    return slot;
  };

  return { check };
};
