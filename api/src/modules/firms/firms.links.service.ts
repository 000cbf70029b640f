import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  FIRM_SECTORS_MAX,
  ROLES,
  type FairFirm,
  type FairFirmCreateSchema,
  type FairFirmQuerySchema,
  type FirmBusinessSector,
  type FirmBusinessSectorCreateSchema,
  type FirmBusinessSectorQuerySchema,
} from '@passerelle/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { businessSectors, fairFirms, fairs, firmBusinessSectors, firms } from '../../db/schema/index.ts';
import { hasRole, type Actor } from '../../platform/access/index.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../platform/errors/index.ts';
import { resolvePaging, type Page } from '../../platform/http/index.ts';
import { toFairFirm, toFirmBusinessSector } from './firms.mapper.ts';
import {
  canLinkFirmToFair,
  canLinkFirmToSector,
  canSeeFirm,
  isFirmMember,
  seesAllFirms,
} from './firms.policy.ts';
import { createFirmEvents } from './firms.events.ts';
import { loadFirmScope } from './firms.scope.ts';
import { seenFirms } from './firms.sql.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';

type FairFirmQuery = z.output<typeof FairFirmQuerySchema>;
type FairFirmInput = z.output<typeof FairFirmCreateSchema>;
type SectorQuery = z.output<typeof FirmBusinessSectorQuerySchema>;
type SectorInput = z.output<typeof FirmBusinessSectorCreateSchema>;

const linkExists = (err: unknown): never => {
  if (isUniqueViolation(err)) throw conflict('link_exists');
  throw err;
};

/** `/fair_firms` and `/firm_business_sectors`: the standard calls of §7 on the two link tables. */
export const createFirmLinksService = (deps: Pick<AppDeps, 'db' | 'bus'>) => {
  const { db } = deps;
  // Links are part of the firm: each write is a `firm.changed` of the firms it touches.
  const events = createFirmEvents(deps);
  // Fair-firm links: back-office data of the fair's organizers; the firm's members see theirs.

  const fairFirmsScope = (actor: Actor): SQL | undefined => {
    if (seesAllFirms(actor)) return undefined;
    return or(
      actor.adminFairIds.length && hasRole(actor, ROLES.ORGANIZER)
        ? inArray(fairFirms.fairId, actor.adminFairIds)
        : undefined,
      hasRole(actor, ROLES.EXHIBITOR) && actor.firmId !== null
        ? eq(fairFirms.firmId, actor.firmId)
        : undefined,
      sql`false`,
    );
  };
  const seesFairFirm = (actor: Actor, row: { fairId: number; firmId: number }) =>
    seesAllFirms(actor) || canLinkFirmToFair(actor, row.fairId) || isFirmMember(actor, row.firmId);

  const listFairFirms = async ({
    actor,
    query,
  }: {
    actor: Actor;
    query: FairFirmQuery;
  }): Promise<Page<FairFirm>> => {
    const fair = query.fair ?? query['fair.id'];
    const firm = query.firm ?? query['firm.id'];
    const where = and(
      fairFirmsScope(actor),
      fair !== undefined ? eq(fairFirms.fairId, fair) : undefined,
      firm !== undefined ? eq(fairFirms.firmId, firm) : undefined,
    );
    const paging = resolvePaging(query, 30);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(fairFirms)
        .where(where)
        .orderBy(asc(fairFirms.id))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ n: count() }).from(fairFirms).where(where),
    ]);
    return { items: rows.map(toFairFirm), totalItems: Number(total?.n ?? 0), paging };
  };

  const findFairFirm = async (actor: Actor, id: number) => {
    const [row] = await db.select().from(fairFirms).where(eq(fairFirms.id, id)).limit(1);
    if (!row || !seesFairFirm(actor, row)) throw notFound();
    return row;
  };

  const getFairFirm = async ({ actor, id }: { actor: Actor; id: number }) =>
    toFairFirm(await findFairFirm(actor, id));

  /** Both ends must exist (422 on the field otherwise). */
  const assertFairAndFirm = async (data: Partial<FairFirmInput>) => {
    const violations: { propertyPath: string; code: string }[] = [];
    if (data.fair !== undefined) {
      const [f] = await db.select({ id: fairs.id }).from(fairs).where(eq(fairs.id, data.fair)).limit(1);
      if (!f) violations.push({ propertyPath: 'fair', code: 'invalid_value' });
    }
    if (data.firm !== undefined) {
      const [f] = await db.select({ id: firms.id }).from(firms).where(eq(firms.id, data.firm)).limit(1);
      if (!f) violations.push({ propertyPath: 'firm', code: 'invalid_value' });
    }
    if (violations.length) throw unprocessable(violations);
  };

  const createFairFirm = async ({ actor, data }: { actor: Actor; data: FairFirmInput }) => {
    await assertFairAndFirm(data);
    if (!canLinkFirmToFair(actor, data.fair)) throw forbidden();
    const [row] = await db
      .insert(fairFirms)
      .values({ fairId: data.fair, firmId: data.firm })
      .returning()
      .catch(linkExists);
    await events.changed([data.firm]);
    return toFairFirm(row!);
  };

  const updateFairFirm = async ({
    actor,
    id,
    data,
  }: {
    actor: Actor;
    id: number;
    data: Partial<FairFirmInput>;
  }) => {
    const current = await findFairFirm(actor, id);
    await assertFairAndFirm(data);
    const next = { fairId: data.fair ?? current.fairId, firmId: data.firm ?? current.firmId };
    if (!canLinkFirmToFair(actor, current.fairId) || !canLinkFirmToFair(actor, next.fairId))
      throw forbidden();
    const [row] = await db
      .update(fairFirms)
      .set(next)
      .where(eq(fairFirms.id, id))
      .returning()
      .catch(linkExists);
    await events.changed([current.firmId, next.firmId], 'updated', [current.fairId]);
    return toFairFirm(row!);
  };

  const deleteFairFirm = async ({ actor, id }: { actor: Actor; id: number }) => {
    const current = await findFairFirm(actor, id);
    if (!canLinkFirmToFair(actor, current.fairId)) throw forbidden();
    await db.delete(fairFirms).where(eq(fairFirms.id, id));
    await events.changed([current.firmId], 'updated', [current.fairId]);
  };

  // Firm-sector links: as public as the firm; written by whoever edits the firm.

  const listFirmSectors = async ({
    actor,
    query,
  }: {
    actor: Actor | null;
    query: SectorQuery;
  }): Promise<Page<FirmBusinessSector>> => {
    const firm = query.firm ?? query['firm.id'];
    const sector = query.sector ?? query['sector.id'];
    const where = and(
      seenFirms(db, actor),
      firm !== undefined ? eq(firmBusinessSectors.firmId, firm) : undefined,
      sector !== undefined ? eq(firmBusinessSectors.sectorId, sector) : undefined,
    );
    const paging = resolvePaging(query, 30);
    const base = () =>
      db.select().from(firmBusinessSectors).innerJoin(firms, eq(firms.id, firmBusinessSectors.firmId));
    const [rows, [total]] = await Promise.all([
      base().where(where).orderBy(asc(firmBusinessSectors.id)).limit(paging.limit).offset(paging.offset),
      db
        .select({ n: count() })
        .from(firmBusinessSectors)
        .innerJoin(firms, eq(firms.id, firmBusinessSectors.firmId))
        .where(where),
    ]);
    return {
      items: rows.map((r) => toFirmBusinessSector(r.firm_business_sectors)),
      totalItems: Number(total?.n ?? 0),
      paging,
    };
  };

  const findFirmSector = async (actor: Actor | null, id: number) => {
    const [row] = await db.select().from(firmBusinessSectors).where(eq(firmBusinessSectors.id, id)).limit(1);
    if (!row) throw notFound();
    const scope = await loadFirmScope(db, row.firmId);
    if (!canSeeFirm(actor, scope)) throw notFound();
    return { row, scope };
  };

  const getFirmSector = async ({ actor, id }: { actor: Actor | null; id: number }) =>
    toFirmBusinessSector((await findFirmSector(actor, id)).row);

  /** The firm (422 when unknown) its writer must edit, the sector must exist, at most 10 per firm. */
  const assertSectorLink = async (actor: Actor, data: Partial<SectorInput>, currentFirm?: number) => {
    if (data.sector !== undefined) {
      const [s] = await db
        .select({ id: businessSectors.id })
        .from(businessSectors)
        .where(eq(businessSectors.id, data.sector))
        .limit(1);
      if (!s) throw unprocessable([{ propertyPath: 'sector', code: 'invalid_value' }]);
    }
    const firmId = data.firm ?? currentFirm;
    if (firmId === undefined) return;
    const [f] = await db.select({ id: firms.id }).from(firms).where(eq(firms.id, firmId)).limit(1);
    if (!f) throw unprocessable([{ propertyPath: 'firm', code: 'invalid_value' }]);
    if (!canLinkFirmToSector(actor, await loadFirmScope(db, firmId))) throw forbidden();
    if (firmId !== currentFirm) {
      const [n] = await db
        .select({ n: count() })
        .from(firmBusinessSectors)
        .where(eq(firmBusinessSectors.firmId, firmId));
      if (Number(n?.n) >= FIRM_SECTORS_MAX)
        throw unprocessable([{ propertyPath: 'firm', code: 'too_big', params: { max: FIRM_SECTORS_MAX } }]);
    }
  };

  const createFirmSector = async ({ actor, data }: { actor: Actor; data: SectorInput }) => {
    await assertSectorLink(actor, data);
    const [row] = await db
      .insert(firmBusinessSectors)
      .values({ firmId: data.firm, sectorId: data.sector })
      .returning()
      .catch(linkExists);
    await events.changed([data.firm]);
    return toFirmBusinessSector(row!);
  };

  const updateFirmSector = async ({
    actor,
    id,
    data,
  }: {
    actor: Actor;
    id: number;
    data: Partial<SectorInput>;
  }) => {
    const { row: current, scope } = await findFirmSector(actor, id);
    if (!canLinkFirmToSector(actor, scope)) throw forbidden();
    await assertSectorLink(actor, data, current.firmId);
    const [row] = await db
      .update(firmBusinessSectors)
      .set({ firmId: data.firm ?? current.firmId, sectorId: data.sector ?? current.sectorId })
      .where(eq(firmBusinessSectors.id, id))
      .returning()
      .catch(linkExists);
    await events.changed([current.firmId, row!.firmId]);
    return toFirmBusinessSector(row!);
  };

  const deleteFirmSector = async ({ actor, id }: { actor: Actor; id: number }) => {
    const { scope } = await findFirmSector(actor, id);
    if (!canLinkFirmToSector(actor, scope)) throw forbidden();
    await db.delete(firmBusinessSectors).where(eq(firmBusinessSectors.id, id));
    await events.changed([scope.id]);
  };

  return {
    listFairFirms,
    getFairFirm,
    createFairFirm,
    updateFairFirm,
    deleteFairFirm,
    listFirmSectors,
    getFirmSector,
    createFirmSector,
    updateFirmSector,
    deleteFirmSector,
  };
};
export type FirmLinksService = ReturnType<typeof createFirmLinksService>;
