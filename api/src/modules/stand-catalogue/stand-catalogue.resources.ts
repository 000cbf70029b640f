import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { standCatalogueApi } from '@passerelle/contract';
import * as t from '../../db/schema/index.ts';
import {
  exact,
  partial,
  resourcePlugin,
  resourceStore,
  type ResourceDeps,
  translatedName,
} from '../../platform/http/index.ts';
import { canWriteStandCatalogue } from './stand-catalogue.policy.ts';
import {
  standCharacterDto,
  standGroupDto,
  standTypeDto,
  standTypeVariationDto,
  typedDto,
} from './stand-catalogue.mapper.ts';

/** Renames one body field to its column (`standGroup` → `standGroupId`), leaving the rest as is. */
const linkValues =
  (field: string, column: string) =>
  (body: Record<string, unknown>): never => {
    const { [field]: link, ...rest } = body;
    return (link !== undefined ? { ...rest, [column]: link } : rest) as never;
  };

/** §3/§7 the booth catalogue: groups, types, variations, characters and their types, resource types. */
export const registerStandCatalogueResources = async (app: FastifyInstance, deps: ResourceDeps) => {
  const store = resourceStore(deps);
  const canWrite = canWriteStandCatalogue;
  await app.register(
    resourcePlugin(store, {
      endpoints: standCatalogueApi.standGroups,
      table: t.standGroups,
      toDto: standGroupDto,
      filters: () => ({ name: partial(t.standGroups.name) }),
      orders: () => ({ name: t.standGroups.name, id: t.standGroups.id }),
      defaultOrder: () => [asc(t.standGroups.name), asc(t.standGroups.id)],
      canWrite,
    }),
  );
  await app.register(
    resourcePlugin(store, {
      endpoints: standCatalogueApi.standTypes,
      table: t.standTypes,
      toDto: standTypeDto,
      toValues: linkValues('standGroup', 'standGroupId'),
      filters: (l) => ({
        name: partial(translatedName(t.standTypes.translations, l)),
        standGroup: exact(t.standTypes.standGroupId),
        'standGroup.id': exact(t.standTypes.standGroupId),
      }),
      orders: (l) => ({
        name: translatedName(t.standTypes.translations, l),
        position: t.standTypes.position,
        id: t.standTypes.id,
      }),
      defaultOrder: () => [asc(t.standTypes.position), asc(t.standTypes.id)],
      canWrite,
    }),
  );
  await app.register(
    resourcePlugin(store, {
      endpoints: standCatalogueApi.standTypeVariations,
      table: t.standTypeVariations,
      toDto: standTypeVariationDto,
      toValues: linkValues('standType', 'standTypeId'),
      filters: (l) => ({
        name: partial(translatedName(t.standTypeVariations.translations, l)),
        standType: exact(t.standTypeVariations.standTypeId),
        'standType.id': exact(t.standTypeVariations.standTypeId),
      }),
      orders: (l) => ({
        name: translatedName(t.standTypeVariations.translations, l),
        position: t.standTypeVariations.position,
        id: t.standTypeVariations.id,
      }),
      defaultOrder: () => [asc(t.standTypeVariations.position), asc(t.standTypeVariations.id)],
      canWrite,
    }),
  );
  const typed = [
    [standCatalogueApi.standCharacterTypes, t.standCharacterTypes],
    [standCatalogueApi.standResourceTypes, t.standResourceTypes],
  ] as const;
  for (const [endpoints, table] of typed)
    await app.register(
      resourcePlugin(store, {
        endpoints,
        table,
        toDto: typedDto,
        filters: (l) => ({ name: partial(translatedName(table.translations, l)), type: exact(table.type) }),
        orders: (l) => ({ name: translatedName(table.translations, l), id: table.id }),
        defaultOrder: () => [asc(table.id)],
        canWrite,
      }),
    );
  await app.register(
    resourcePlugin(store, {
      endpoints: standCatalogueApi.standCharacters,
      table: t.standCharacters,
      toDto: standCharacterDto,
      filters: (l) => ({
        name: partial(translatedName(t.standCharacters.translations, l)),
        type: exact(t.standCharacters.type),
      }),
      orders: (l) => ({
        name: translatedName(t.standCharacters.translations, l),
        position: t.standCharacters.position,
        id: t.standCharacters.id,
      }),
      defaultOrder: () => [asc(t.standCharacters.position), asc(t.standCharacters.id)],
      canWrite,
    }),
  );
};
