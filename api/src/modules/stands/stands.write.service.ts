import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_STAND_GROUP_NAME,
  type Locale,
  type Stand,
  type StandCreateSchema,
} from '@passerelle/contract';
import { standGroups, stands } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden, unprocessable } from '../../platform/errors/index.ts';
import { placeBoothElement } from '../halls/index.ts';
import type { MediaService } from '../media/index.ts';
import { createStandChecks, type StandFields } from './stands.checks.ts';
import { canOrganizeStands, canUpdateStand, organizesStand } from './stands.policy.ts';
import type { StandsService } from './stands.service.ts';
import { loadStandScope, type LoadedStand } from './stands.sql.ts';
import {
  columnsOf,
  slotColumns,
  slotRaceAsConflict,
  syncElement,
  writeLanguages,
  writeSectors,
} from './stands.write.ts';

type CreateInput = z.output<typeof StandCreateSchema>;

/** `POST /stands`, `PUT /stands/put/{id}`, `DELETE /stands/{id}`: checked, written, announced. */
export const createStandWriteService = (
  deps: Pick<AppDeps, 'db' | 'bus'>,
  media: MediaService,
  reads: Pick<StandsService, 'readable' | 'present' | 'loadFair'>,
) => {
  const { db } = deps;
  const { readable, present, loadFair } = reads;
  const checks = createStandChecks(db, media);

  /**
   * `stand.changed`, after the commit: the hall the booth is in (for a deleted booth, the one it
   * was in) and the hall it left when it moved.
   */
  const changed = (
    booth: Pick<LoadedStand['scope'], 'id' | 'fairId' | 'firmId' | 'fairHallId'>,
    before: number | null,
    action: 'created' | 'updated' | 'deleted',
  ) =>
    deps.bus.publish({
      name: 'stand.changed',
      payload: {
        fairId: booth.fairId,
        firmId: booth.firmId,
        standId: booth.id,
        hallId: booth.fairHallId,
        previousHallId: before !== booth.fairHallId ? before : null,
        action,
      },
    });

  /** The "Groupe A" group new booths belong to when none is given (§9). */
  const defaultGroupId = async () =>
    (
      await db
        .select({ id: standGroups.id })
        .from(standGroups)
        .where(eq(standGroups.name, DEFAULT_STAND_GROUP_NAME))
        .limit(1)
    )[0]?.id ?? null;

  /** `POST /stands`: the fair's organizer; the booth, its content and its map element in one transaction. */
  const createStand = async ({
    actor,
    data,
    locale,
  }: {
    actor: Actor;
    data: CreateInput;
    locale: Locale;
  }) => {
    const fair = await loadFair(data.fair);
    if (!fair) throw unprocessable([{ propertyPath: 'fair', code: 'invalid_value' }]);
    if (!canOrganizeStands(actor, fair.id)) throw forbidden();
    const defaultGroup = await defaultGroupId();
    const { fair: fairId, ...fields } = data;
    const slot = await checks.check({ actor, fairId, state: null, data: fields, defaultGroup });
    const id = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(stands)
          .values({
            fairId,
            firmId: fields.firm,
            name: fields.name,
            ...columnsOf(fields, fields.standGroup ?? defaultGroup),
            ...slotColumns(slot),
          })
          .returning({ id: stands.id });
        await writeSectors(tx, row!.id, fields.sectors);
        await writeLanguages(tx, row!.id, fields);
        await syncElement(tx, row!.id, slot);
        return row!.id;
      })
      .catch(slotRaceAsConflict);
    const created = await loadStandScope(db, id);
    await changed(created.scope, null, 'created');
    return present(actor, created, locale);
  };

  /** Organizer-only fields sent with another value than the stored one. */
  const changesOrganizerFields = (scope: LoadedStand['scope'], data: StandFields) =>
    (data.firm !== undefined && data.firm !== scope.firmId) ||
    (data.fairHall !== undefined && data.fairHall !== scope.fairHallId) ||
    (data.number !== undefined && data.number !== scope.number) ||
    (data.isHiddenByOrganizer !== undefined && data.isHiddenByOrganizer !== scope.isHiddenByOrganizer);

  /**
   * `PUT /stands/put/{id}`: content by booth administrators, firm stand admins and the organizer;
   * organizer fields sent by anyone else with a different value are refused (403), the same
   * value is accepted so a form may send the whole booth.
   */
  const updateStand = async ({
    actor,
    standId,
    data,
    locale,
  }: {
    actor: Actor;
    standId: number;
    data: StandFields;
    locale: Locale;
  }): Promise<Stand> => {
    const loaded = await readable(actor, standId);
    const { scope } = loaded;
    if (!canUpdateStand(actor, scope)) throw forbidden();
    if (!organizesStand(actor, scope) && changesOrganizerFields(scope, data)) throw forbidden();
    const defaultGroup = data.standGroup === null ? await defaultGroupId() : null;
    const slot = await checks.check({ actor, fairId: scope.fairId, state: scope, data, defaultGroup });
    const moves = slot !== undefined && (slot.fairHall !== scope.fairHallId || slot.number !== scope.number);
    const group = data.standGroup === undefined ? undefined : (data.standGroup ?? defaultGroup);
    const columns = { ...columnsOf(data, group), ...(moves ? slotColumns(slot) : {}) };
    await db
      .transaction(async (tx) => {
        if (Object.keys(columns).length) await tx.update(stands).set(columns).where(eq(stands.id, standId));
        await writeSectors(tx, standId, data.sectors);
        await writeLanguages(tx, standId, data);
        if (moves) await syncElement(tx, standId, slot);
      })
      .catch(slotRaceAsConflict);
    const updated = await loadStandScope(db, standId);
    await changed(updated.scope, scope.fairHallId, 'updated');
    return present(actor, updated, locale);
  };

  /** `DELETE /stands/{id}` (§4 trash): the booth and all its content, irreversibly; the organizer's. */
  const deleteStand = async ({ actor, standId }: { actor: Actor; standId: number }) => {
    const { scope } = await readable(actor, standId);
    if (!canOrganizeStands(actor, scope.fairId)) throw forbidden();
    await db.transaction(async (tx) => {
      await placeBoothElement(tx, standId, { hallId: null });
      // Languages, resources, administrators, contacts and sectors follow by foreign-key cascade.
      await tx.delete(stands).where(eq(stands.id, standId));
    });
    await changed(scope, scope.fairHallId, 'deleted');
  };

  return { createStand, updateStand, deleteStand };
};
export type StandWriteService = ReturnType<typeof createStandWriteService>;
