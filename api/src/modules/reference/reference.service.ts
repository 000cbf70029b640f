import { asc, count, ilike, or } from 'drizzle-orm';
import {
  COUNTRIES_PER_PAGE,
  type Country,
  type DataList,
  type Locale,
  type PaginationQuery,
} from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import { countries, dataLists } from '../../db/schema/index.ts';
import { resolvePaging, translatedName, type Page } from '../../platform/http/index.ts';
import { dataListDto, translatedDto } from './reference.mappers.ts';

const countryDto = translatedDto((r: typeof countries.$inferSelect) => ({ code: r.code }));

/** The two reference reads that are not plain CRUD (the rest is declared in reference.resources.ts). */
export const createReferenceService = (db: Db) => {
  /** §7 /countries/search: by name in the asked language or by code, 10 a page. */
  const searchCountries = async ({
    query,
    locale,
  }: {
    query: PaginationQuery & { name?: string };
    locale: Locale;
  }): Promise<Page<Country>> => {
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
  };

  /** §7 /all-data-lists: every data list, grouped by ref. */
  const allDataLists = async ({ locale }: { locale: Locale }): Promise<Record<string, DataList[]>> => {
    const rows = await db.select().from(dataLists).orderBy(asc(dataLists.ref), asc(dataLists.id));
    const grouped: Record<string, DataList[]> = {};
    for (const r of rows) (grouped[r.ref] ??= []).push(dataListDto(r, locale));
    return grouped;
  };

  return { searchCountries, allDataLists };
};
export type ReferenceService = ReturnType<typeof createReferenceService>;
