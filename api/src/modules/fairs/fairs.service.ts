import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Fair, FairCreate, FairUpdate, Locale, PaginationQuery } from '@passerelle/contract';
import {
  FairSchema,
  type FairCopySchema,
  type FairCreateSchema,
  type FairUpdateSchema,
} from '@passerelle/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { fairAdmins, fairLanguages, fairs, headerButtons, languages } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { EventListeners } from '../../platform/bus/index.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../platform/errors/index.ts';
import {
  preSerialize,
  resolvePaging,
  TaggedCache,
  type Page,
  type PreSerialized,
} from '../../platform/http/index.ts';
import { toFairDto, type FairAggregate } from './fairs.mapper.ts';
import {
  canChangeFairAdmins,
  canCreateFair,
  canDeleteFair,
  canReadFairPrivateFields,
  canUpdateFair,
  fairAbilities,
} from './fairs.policy.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';
import { copiedColumnsOf, copyFairSetup } from './fairs.copy.ts';
import { fairChecklistOf } from './fairs.checklist.ts';

/** Its counters are `deps.readCaches.stats(FAIRS_CACHE)`. */
export const FAIRS_CACHE = 'fairs';
type CreateInput = z.output<typeof FairCreateSchema>;
type UpdateInput = z.output<typeof FairUpdateSchema>;
type CopyInput = z.output<typeof FairCopySchema>;
type ListQuery = PaginationQuery & { homepage?: string; name?: string; status?: number };

export const createFairsService = (deps: AppDeps) => {
  const { db } = deps;

  // Hot public read (architecture §10, ADR 005): every fair's aggregate in memory, and the
  // anonymous answers serialised. `fair.changed` reloads that fair's aggregate and drops its own
  // answers and the lists (a created or deleted fair changes every answer: `isMultiFair`);
  // the languages' names are in every answer. Nothing else drops them; the TTL is the safety net.
  const ttl = deps.config.readCacheTtlMs;
  let cache: Promise<FairAggregate[]> | null = null;
  let cachedAt = 0;
  const anonymous = new TaggedCache<PreSerialized>({ ttlMs: ttl });
  deps.readCaches.register(FAIRS_CACHE, anonymous.counters);
  const dropAll = () => {
    cache = null;
    anonymous.clear();
  };
  /** Reloads one fair's aggregate into the cached list (after any load in progress). */
  const reloadOne = (fairId: number) => {
    if (!cache) return;
    const next = cache.then(async (list) => {
      const [fresh] = await loadAggregates(fairId);
      return fresh
        ? list.map((a) => (a.row.id === fairId ? fresh : a))
        : list.filter((a) => a.row.id !== fairId);
    });
    cache = next;
    void next.catch(() => {
      if (cache === next) cache = null;
    });
  };
  /** What drops the cached answers; the fairs manifest subscribes them. */
  const cacheListeners: EventListeners = {
    'fair.changed': ({ fairId, action }) => {
      if (action !== 'updated') return dropAll();
      reloadOne(fairId);
      anonymous.invalidate([`fair:${fairId}`, 'fairs:list']);
    },
    'reference.changed': ({ table }) => {
      if (table === 'languages') dropAll();
    },
  };

  /** Every fair's aggregate, or one fair's. */
  const loadAggregates = async (fairId?: number): Promise<FairAggregate[]> => {
    const of = (column: AnyPgColumn) => (fairId === undefined ? undefined : eq(column, fairId));
    const [rows, buttons, langs, admins] = await Promise.all([
      db.select().from(fairs).where(of(fairs.id)).orderBy(fairs.id),
      db.select().from(headerButtons).where(of(headerButtons.fairId)),
      db
        .select({
          id: fairLanguages.id,
          fairId: fairLanguages.fairId,
          languageId: languages.id,
          code: languages.code,
          translations: languages.translations,
        })
        .from(fairLanguages)
        .innerJoin(languages, eq(languages.id, fairLanguages.languageId))
        .where(of(fairLanguages.fairId))
        .orderBy(fairLanguages.id),
      db.select().from(fairAdmins).where(of(fairAdmins.fairId)),
    ]);
    return rows.map((row) => ({
      row,
      buttons: buttons.filter((b) => b.fairId === row.id),
      languages: langs.filter((l) => l.fairId === row.id),
      admins: admins.filter((a) => a.fairId === row.id).map((a) => a.userId),
    }));
  };
  const all = () => {
    if (ttl === 0) return loadAggregates();
    if (!cache || Date.now() - cachedAt > ttl) {
      cachedAt = Date.now();
      const next = loadAggregates();
      cache = next;
      void next.catch(() => {
        if (cache === next) cache = null;
      });
    }
    return cache;
  };
  const changed = (fairId: number, action: 'created' | 'updated' | 'deleted') =>
    deps.bus.publish({ name: 'fair.changed', payload: { fairId, action } });

  const present = (a: FairAggregate, actor: Actor | null, locale: Locale, multi: boolean): Fair => ({
    ...toFairDto(a, locale, {
      privateFields: canReadFairPrivateFields(actor, a.row.id),
      abilities: fairAbilities(actor, a.row.id),
    }),
    isMultiFair: multi,
  });

  const listFairs = async ({
    actor,
    query,
    locale,
  }: {
    actor: Actor | null;
    query: ListQuery;
    locale: Locale;
  }): Promise<Page<Fair>> => {
    const aggregates = await all();
    const slug = query.homepage?.replace(/^\//, '').toLowerCase();
    const name = query.name?.toLowerCase();
    const matching = aggregates.filter(
      (a) =>
        (slug === undefined || a.row.homepage === slug) &&
        (name === undefined || a.row.name.toLowerCase().includes(name)) &&
        (query.status === undefined || a.row.status === query.status),
    );
    const paging = resolvePaging(query, 30);
    const multi = aggregates.length > 1;
    return {
      items: matching
        .slice(paging.offset, paging.offset + paging.limit)
        .map((a) => present(a, actor, locale, multi)),
      totalItems: matching.length,
      paging,
    };
  };

  const getFair = async ({
    actor,
    fairId,
    locale,
  }: {
    actor: Actor | null;
    fairId: number;
    locale: Locale;
  }) => {
    const aggregates = await all();
    const found = aggregates.find((a) => a.row.id === fairId);
    if (!found) throw notFound();
    return present(found, actor, locale, aggregates.length > 1);
  };

  /** Public reads for anonymous callers, served from the serialised cache when it is on. */
  const listFairsPublic = async (query: ListQuery, locale: Locale) => {
    const key = `list|${locale}|${JSON.stringify(query)}`;
    const hit = anonymous.get(key);
    if (hit) return hit;
    const startedIn = anonymous.start();
    const page = await listFairs({ actor: null, query, locale });
    const body = preSerialize(FairSchema.array(), page.items, {
      totalItems: page.totalItems,
      paging: page.paging,
    });
    return anonymous.set(startedIn, key, ['fairs:list'], body);
  };
  const getFairPublic = async (fairId: number, locale: Locale) => {
    const key = `one|${locale}|${fairId}`;
    const hit = anonymous.get(key);
    if (hit) return hit;
    const startedIn = anonymous.start();
    const body = preSerialize(FairSchema, await getFair({ actor: null, fairId, locale }));
    return anonymous.set(startedIn, key, [`fair:${fairId}`], body);
  };

  const languageIds = async (tx: Tx, codes: string[]) => {
    const rows = await tx
      .select({ id: languages.id, code: languages.code })
      .from(languages)
      .where(inArray(languages.code, codes));
    const missing = codes.filter((c) => !rows.some((r) => r.code === c));
    if (missing.length) throw unprocessable([{ propertyPath: 'languages', code: 'invalid_value' }]);
    return codes.map((c) => rows.find((r) => r.code === c)!.id);
  };

  const writeChildren = async (tx: Tx, fairId: number, data: Partial<CreateInput>) => {
    if (data.languages) {
      const ids = await languageIds(tx, data.languages);
      await tx.delete(fairLanguages).where(eq(fairLanguages.fairId, fairId));
      await tx.insert(fairLanguages).values(ids.map((languageId) => ({ fairId, languageId })));
    }
    if (data.groupHeaderButton) {
      await tx.delete(headerButtons).where(eq(headerButtons.fairId, fairId));
      if (data.groupHeaderButton.length)
        await tx
          .insert(headerButtons)
          .values(data.groupHeaderButton.map((b, position) => ({ ...b, fairId, position })));
    }
    if (data.admins) {
      await tx.delete(fairAdmins).where(eq(fairAdmins.fairId, fairId));
      if (data.admins.length)
        await tx
          .insert(fairAdmins)
          .values([...new Set(data.admins)].map((userId) => ({ fairId, userId })))
          .catch(() => {
            throw unprocessable([{ propertyPath: 'admins', code: 'invalid_value' }]);
          });
    }
  };

  const columnsOf = (data: Partial<CreateInput>) => {
    const { languages: _l, groupHeaderButton: _b, admins: _a, startDate, endDate, ...rest } = data;
    return {
      ...rest,
      ...(startDate !== undefined && { startDate: startDate ? new Date(startDate) : null }),
      ...(endDate !== undefined && { endDate: endDate ? new Date(endDate) : null }),
    };
  };

  /** A fair ends after it starts: checked on the dates it will have once written (one may be sent alone). */
  const checkDates = (
    startDate: string | Date | null | undefined,
    endDate: string | Date | null | undefined,
  ) => {
    if (startDate && endDate && new Date(endDate).getTime() < new Date(startDate).getTime())
      throw unprocessable([{ propertyPath: 'endDate', code: 'end_before_start' }]);
  };

  const createFair = async ({ actor, data, locale }: { actor: Actor; data: CreateInput; locale: Locale }) => {
    if (!canCreateFair(actor)) throw forbidden();
    checkDates(data.startDate, data.endDate);
    const id = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(fairs)
          .values(columnsOf(data) as typeof fairs.$inferInsert)
          .returning({ id: fairs.id });
        await writeChildren(tx, row!.id, data);
        return row!.id;
      })
      .catch((err) => {
        if (isUniqueViolation(err))
          throw conflict('slug_taken', [{ propertyPath: 'homepage', code: 'slug_taken' }]);
        throw err;
      });
    await changed(id, 'created');
    return getFair({ actor, fairId: id, locale });
  };

  const updateFair = async ({
    actor,
    fairId,
    data,
    locale,
  }: {
    actor: Actor;
    fairId: number;
    data: UpdateInput;
    locale: Locale;
  }) => {
    const current = await getFair({ actor, fairId, locale });
    if (!canUpdateFair(actor, fairId)) throw forbidden();
    if (
      (data.admins !== undefined ||
        data.numberMaxOrganizer !== undefined ||
        data.numberMaxUser !== undefined) &&
      !canChangeFairAdmins(actor)
    )
      throw forbidden();
    checkDates(
      data.startDate !== undefined ? data.startDate : current.startDate,
      data.endDate !== undefined ? data.endDate : current.endDate,
    );
    await db
      .transaction(async (tx) => {
        const columns = columnsOf(data as Partial<CreateInput>);
        if (Object.keys(columns).length) await tx.update(fairs).set(columns).where(eq(fairs.id, fairId));
        await writeChildren(tx, fairId, data as Partial<CreateInput>);
      })
      .catch((err) => {
        if (isUniqueViolation(err))
          throw conflict('slug_taken', [{ propertyPath: 'homepage', code: 'slug_taken' }]);
        throw err;
      });
    await changed(fairId, 'updated');
    return getFair({ actor, fairId, locale });
  };

  /** A new fair with the setup of `sourceId` (fairs.copy.ts says what is copied). */
  const copyFair = async ({
    actor,
    sourceId,
    data,
    locale,
  }: {
    actor: Actor;
    sourceId: number;
    data: CopyInput;
    locale: Locale;
  }) => {
    if (!canCreateFair(actor)) throw forbidden();
    await getFair({ actor, fairId: sourceId, locale });
    checkDates(data.startDate, data.endDate);
    const id = await db
      .transaction(async (tx) => {
        const [source] = await tx.select().from(fairs).where(eq(fairs.id, sourceId));
        if (!source) throw notFound();
        const [row] = await tx
          .insert(fairs)
          .values({
            ...copiedColumnsOf(source),
            name: data.name,
            homepage: data.homepage,
            startDate: data.startDate ? new Date(data.startDate) : null,
            endDate: data.endDate ? new Date(data.endDate) : null,
          })
          .returning({ id: fairs.id });
        await copyFairSetup(tx, sourceId, row!.id);
        return row!.id;
      })
      .catch((err) => {
        if (isUniqueViolation(err))
          throw conflict('slug_taken', [{ propertyPath: 'homepage', code: 'slug_taken' }]);
        throw err;
      });
    await changed(id, 'created');
    return getFair({ actor, fairId: id, locale });
  };

  /** What is missing before the fair opens; for those who may change its setup. */
  const getChecklist = async ({ actor, fairId }: { actor: Actor; fairId: number }) => {
    const found = (await loadAggregates(fairId))[0];
    if (!found) throw notFound();
    if (!canUpdateFair(actor, fairId)) throw forbidden();
    return fairChecklistOf(db, found, Boolean(deps.config.smtpUrl));
  };

  const deleteFair = async ({ actor, fairId, locale }: { actor: Actor; fairId: number; locale: Locale }) => {
    await getFair({ actor, fairId, locale });
    if (!canDeleteFair(actor)) throw forbidden();
    await db.delete(fairs).where(eq(fairs.id, fairId));
    await changed(fairId, 'deleted');
  };

  return {
    cacheListeners,
    listFairs,
    getFair,
    listFairsPublic,
    getFairPublic,
    createFair,
    updateFair,
    copyFair,
    getChecklist,
    deleteFair,
  };
};
export type FairsService = ReturnType<typeof createFairsService>;
export type { FairCreate, FairUpdate };
