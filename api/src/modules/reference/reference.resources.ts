import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import {
  COUNTRIES_PER_PAGE,
  SUBSECTORS_PER_PAGE,
  referenceApi,
  type NameTranslations,
} from '@passerelle/contract';
import * as t from '../../db/schema/index.ts';
import {
  exact,
  exists,
  partial,
  resourcePlugin,
  resourceStore,
  type ResourceDeps,
  translatedName,
  boolFilter,
} from '../../platform/http/index.ts';
import { canWriteReference, canWriteUserType } from './reference.policy.ts';
import { dataListDto, translatedDto } from './reference.mappers.ts';

/** The plain reference tables of §7 "Standard resources", declared once each. */
export const registerReferenceResources = async (app: FastifyInstance, deps: ResourceDeps) => {
  const store = resourceStore(deps);
  const named = <T extends { translations: never }>(table: T) => ({
    filters: (l: string) => ({ name: partial(translatedName(table.translations, l)) }),
    orders: (l: string) => ({ name: translatedName(table.translations, l) }),
  });
  const byCode = { code: t.countries.code };

  await app.register(
    resourcePlugin(store, {
      endpoints: referenceApi.countries,
      table: t.countries,
      toDto: translatedDto((r: typeof t.countries.$inferSelect) => ({ code: r.code })),
      filters: (l) => ({
        ...named(t.countries as never).filters(l),
        code: exact(byCode.code),
        'code[]': exact(byCode.code),
      }),
      orders: (l) => ({ ...named(t.countries as never).orders(l), id: t.countries.id }),
      defaultOrder: (l) => [translatedName(t.countries.translations, l)],
      itemsPerPage: COUNTRIES_PER_PAGE,
      canWrite: canWriteReference,
    }),
  );
  await app.register(
    resourcePlugin(store, {
      endpoints: referenceApi.languages,
      table: t.languages,
      toDto: translatedDto((r: typeof t.languages.$inferSelect) => ({ code: r.code })),
      filters: (l) => ({ ...named(t.languages as never).filters(l), code: exact(t.languages.code) }),
      orders: (l) => ({ ...named(t.languages as never).orders(l), id: t.languages.id }),
      defaultOrder: (l) => [translatedName(t.languages.translations, l)],
      canWrite: canWriteReference,
    }),
  );
  const positioned = [
    [referenceApi.civilStatuses, t.civilStatuses],
    [referenceApi.userStatuses, t.userStatuses],
    [referenceApi.userIndividualStatuses, t.userIndividualStatuses],
    [referenceApi.userTypes, t.userTypes],
    [referenceApi.firmTypes, t.firmTypes],
  ] as const;
  for (const [endpoints, table] of positioned) {
    await app.register(
      resourcePlugin(store, {
        endpoints,
        table,
        toDto: translatedDto((r: typeof t.civilStatuses.$inferSelect) => ({ position: r.position })),
        filters: (l) => named(table as never).filters(l),
        orders: (l) => ({ ...named(table as never).orders(l), position: table.position, id: table.id }),
        defaultOrder: () => [asc(table.position), asc(table.id)],
        canWrite: table === t.userTypes ? canWriteUserType : canWriteReference,
      }),
    );
  }
  await app.register(
    resourcePlugin(store, {
      endpoints: referenceApi.businessSectors,
      table: t.businessSectors,
      toDto: translatedDto(() => ({})),
      filters: (l) => named(t.businessSectors as never).filters(l),
      orders: (l) => ({ ...named(t.businessSectors as never).orders(l), id: t.businessSectors.id }),
      defaultOrder: (l) => [translatedName(t.businessSectors.translations, l)],
      canWrite: canWriteReference,
    }),
  );
  await app.register(
    resourcePlugin(store, {
      endpoints: referenceApi.businessSubsectors,
      table: t.businessSubsectors,
      toDto: translatedDto((r: typeof t.businessSubsectors.$inferSelect) => ({ sector: r.sectorId })),
      toValues: ({ sector, ...rest }: { sector?: number | null; translations?: NameTranslations }) => ({
        ...rest,
        ...(sector !== undefined ? { sectorId: sector } : {}),
      }),
      filters: (l) => ({
        ...named(t.businessSubsectors as never).filters(l),
        sector: exact(t.businessSubsectors.sectorId),
        'sector.id': exact(t.businessSubsectors.sectorId),
      }),
      orders: (l) => ({ ...named(t.businessSubsectors as never).orders(l), id: t.businessSubsectors.id }),
      defaultOrder: (l) => [translatedName(t.businessSubsectors.translations, l)],
      itemsPerPage: SUBSECTORS_PER_PAGE,
      canWrite: canWriteReference,
    }),
  );
  await app.register(
    resourcePlugin(store, {
      endpoints: referenceApi.dataLists,
      table: t.dataLists,
      toDto: dataListDto,
      filters: () => ({ ref: exact(t.dataLists.ref), isDefault: boolFilter(t.dataLists.isDefault) }),
      defaultOrder: () => [asc(t.dataLists.ref), asc(t.dataLists.id)],
      canWrite: canWriteReference,
    }),
  );

  // Geography: names are plain text; links upwards are ids (`country`, `region`, …).
  const geo = <R extends Record<string, unknown>>(map: Record<string, string>) => ({
    toDto: (row: R) => {
      const out: Record<string, unknown> = { ...row };
      for (const [dto, col] of Object.entries(map)) {
        out[dto] = row[col];
        delete out[col];
      }
      return out as never;
    },
    toValues: (b: Record<string, unknown>) => {
      const out: Record<string, unknown> = { ...b };
      for (const [dto, col] of Object.entries(map))
        if (dto in out) {
          out[col] = out[dto];
          delete out[dto];
        }
      return out as never;
    },
  });
  const geoResources = [
    [referenceApi.regions, t.regions, { country: 'countryId' }, { country: t.regions.countryId }],
    [referenceApi.provinces, t.provinces, { country: 'countryId' }, { country: t.provinces.countryId }],
    [referenceApi.departments, t.departments, { region: 'regionId' }, { region: t.departments.regionId }],
    [
      referenceApi.cities,
      t.cities,
      { department: 'departmentId', region: 'regionId' },
      { department: t.cities.departmentId, region: t.cities.regionId },
    ],
    [referenceApi.districts, t.districts, { city: 'cityId' }, { city: t.districts.cityId }],
  ] as const;
  for (const [endpoints, table, map, links] of geoResources) {
    const linkFilters = Object.fromEntries(
      Object.entries(links).flatMap(([k, col]) => [
        [k, exact(col)],
        [`${k}.id`, exact(col)],
      ]),
    );
    await app.register(
      resourcePlugin(store, {
        endpoints,
        table,
        ...geo(map),
        filters: () => ({
          name: partial(table.name),
          ...linkFilters,
          ...('zipcode' in table
            ? { zipcode: partial(table.zipcode), 'exists[department]': exists(table.departmentId) }
            : {}),
        }),
        orders: () => ({
          name: table.name,
          id: table.id,
          ...('zipcode' in table ? { zipcode: table.zipcode } : {}),
        }),
        defaultOrder: () => [asc('zipcode' in table ? table.zipcode : table.name), asc(table.id)],
        canWrite: canWriteReference,
      }),
    );
  }
  await app.register(
    resourcePlugin(store, {
      endpoints: referenceApi.postalCodes,
      table: t.postalCodes,
      ...geo({ city: 'cityId' }),
      filters: () => ({
        code: partial(t.postalCodes.code),
        city: exact(t.postalCodes.cityId),
        'city.id': exact(t.postalCodes.cityId),
      }),
      orders: () => ({ code: t.postalCodes.code, id: t.postalCodes.id }),
      defaultOrder: () => [asc(t.postalCodes.code), asc(t.postalCodes.id)],
      canWrite: canWriteReference,
    }),
  );
};
