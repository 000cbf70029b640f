import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Firm, FirmCreateSchema, FirmUpdateSchema, Locale } from '@passerelle/contract';
import type { z } from 'zod';
import { businessSectors, fairs, firms, firmTypes } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, forbidden, unprocessable } from '../../platform/errors/index.ts';
import { canChangeFirmVisibility, canCreateFirm, canUpdateFirm } from './firms.policy.ts';
import { createFirmEvents } from './firms.events.ts';
import { insertFirm, replaceFirmSectors } from './firms.records.ts';
import { loadFirmScope } from './firms.scope.ts';
import { refuse } from './firms.service.ts';

type CreateInput = z.output<typeof FirmCreateSchema>;
type UpdateInput = z.output<typeof FirmUpdateSchema>;

/** `POST /firms` and `PUT /firms/{id}`; both answer the firm's full view as its reader sees it. */
export const createFirmWriteService = (
  deps: Pick<AppDeps, 'db' | 'bus'>,
  fullView: (actor: Actor, firmId: number, locale: Locale) => Promise<Firm>,
) => {
  const { db } = deps;
  const events = createFirmEvents(deps);

  /** A firm name is unique, compared without case (registration joins a firm by its name). */
  const assertNameFree = async (name: string, exceptId?: number) => {
    const [taken] = await db
      .select({ id: firms.id })
      .from(firms)
      .where(
        and(eq(sql`lower(${firms.name})`, name.toLowerCase()), exceptId ? ne(firms.id, exceptId) : undefined),
      )
      .limit(1);
    if (taken) throw conflict('firm_exists', [{ propertyPath: 'name', code: 'firm_exists' }]);
  };

  /** Type and sectors must exist: a bad reference is a 422 on its field. */
  const assertReferences = async (data: { firmType?: number | null; sectors?: number[] }) => {
    const violations: { propertyPath: string; code: string }[] = [];
    if (data.firmType != null) {
      const [type] = await db
        .select({ id: firmTypes.id })
        .from(firmTypes)
        .where(eq(firmTypes.id, data.firmType))
        .limit(1);
      if (!type) violations.push({ propertyPath: 'firmType', code: 'invalid_value' });
    }
    if (data.sectors?.length) {
      const found = await db
        .select({ id: businessSectors.id })
        .from(businessSectors)
        .where(inArray(businessSectors.id, data.sectors));
      if (found.length !== data.sectors.length)
        violations.push({ propertyPath: 'sectors', code: 'invalid_value' });
    }
    if (violations.length) throw unprocessable(violations);
  };

  /** `POST /firms`: the firm, its sectors and its link to the fair, in one transaction. */
  const createFirm = async ({ actor, data, locale }: { actor: Actor; data: CreateInput; locale: Locale }) => {
    const [fair] = await db.select({ id: fairs.id }).from(fairs).where(eq(fairs.id, data.fair)).limit(1);
    if (!fair) throw unprocessable([{ propertyPath: 'fair', code: 'invalid_value' }]);
    if (!canCreateFirm(actor, fair.id)) throw forbidden();
    await assertNameFree(data.name);
    await assertReferences(data);
    const { fair: fairId, sectors, firmType, ...profile } = data;
    const { id } = await db.transaction((tx) =>
      insertFirm(tx, { ...profile, firmTypeId: firmType, fairId, sectors }),
    );
    await events.changed([id], 'created');
    return fullView(actor, id, locale);
  };

  /** `PUT /firms/{id}`: partial; `isVisible` only by an organizer of the firm. */
  const updateFirm = async ({
    actor,
    firmId,
    data,
    locale,
  }: {
    actor: Actor;
    firmId: number;
    data: UpdateInput;
    locale: Locale;
  }) => {
    const scope = await loadFirmScope(db, firmId);
    if (!canUpdateFirm(actor, scope)) refuse(actor, scope);
    if (data.isVisible !== undefined && !canChangeFirmVisibility(actor, scope)) throw forbidden();
    if (data.name !== undefined) await assertNameFree(data.name, firmId);
    await assertReferences(data);
    const { sectors, firmType, ...profile } = data;
    const values = { ...profile, ...(firmType !== undefined && { firmTypeId: firmType }) };
    await db.transaction(async (tx) => {
      if (Object.keys(values).length) await tx.update(firms).set(values).where(eq(firms.id, firmId));
      if (sectors !== undefined) await replaceFirmSectors(tx, firmId, sectors);
    });
    await events.changed([firmId]);
    return fullView(actor, firmId, locale);
  };

  return { createFirm, updateFirm };
};
export type FirmWriteService = ReturnType<typeof createFirmWriteService>;
