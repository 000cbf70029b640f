import type { FastifyInstance } from 'fastify';
import { asc, count, ilike, or } from 'drizzle-orm';
import { COUNTRIES_PER_PAGE, referenceApi } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import { countries, dataLists } from '../../db/schema/index.ts';
import { defineRoute, resolvePaging, translatedName } from '../../platform/http/index.ts';
import { dataListDto, translatedDto } from './reference.mappers.ts';

const countryDto = translatedDto((r: typeof countries.$inferSelect) => ({ code: r.code }));

/** The two reference calls that are not plain CRUD. */
export const registerReferenceRoutes = (app: FastifyInstance, db: Db) => {
  defineRoute(app, referenceApi.countriesSearch, { auth: 'optional' }, async ({ query, locale }) => {
    const paging = resolvePaging(
      { ...query, itemsPerPage: query.itemsPerPage ?? COUNTRIES_PER_PAGE },
      COUNTRIES_PER_PAGE,
    );
    const term = query.name ? `%${query.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = term
      ? or(ilike(translatedName(countries.translations, locale), term), ilike(countries.code, term))
      : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(countries)
        .where(where)
        .orderBy(asc(translatedName(countries.translations, locale)))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ n: count() }).from(countries).where(where),
    ]);
    return { items: rows.map((r) => countryDto(r, locale)), totalItems: Number(total?.n ?? 0), paging };
  });

  defineRoute(app, referenceApi.allDataLists, { auth: 'optional' }, async ({ locale }) => {
    const rows = await db.select().from(dataLists).orderBy(asc(dataLists.ref), asc(dataLists.id));
    const grouped: Record<string, ReturnType<typeof dataListDto>[]> = {};
    for (const r of rows) (grouped[r.ref] ??= []).push(dataListDto(r, locale));
    return grouped;
  });
};
