import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { jobsApi } from '@passerelle/contract';
import * as t from '../../db/schema/index.ts';
import {
  exact,
  exists,
  partial,
  resourcePlugin,
  resourceStore,
  type ResourceDeps,
  translatedName,
} from '../../platform/http/index.ts';
import { canWriteJobTables as canWrite } from './jobs.policy.ts';
import {
  jobEducationLevelDto,
  jobFamilyDto,
  jobFunctionDto,
  jobNamedDto,
  jobPositionedDto,
  jobSafeguardedCountryDto,
} from './jobs.mapper.ts';

/** Renames body fields to their columns (`family` → `familyId`), leaving the rest as is. */
const linkValues =
  (map: Record<string, string>) =>
  (body: Record<string, unknown>): never => {
    const out: Record<string, unknown> = { ...body };
    for (const [field, column] of Object.entries(map))
      if (field in out) {
        out[column] = out[field];
        delete out[field];
      }
    return out as never;
  };

/** §3/§7 the job module's reference tables: anyone reads, the super admin writes. */
export const registerJobResources = async (app: FastifyInstance, deps: ResourceDeps) => {
  const store = resourceStore(deps);
  const named = [
    [jobsApi.areas, t.jobAreas],
    [jobsApi.personalQualities, t.jobPersonalQualities],
    [jobsApi.personalSkills, t.jobPersonalSkills],
    [jobsApi.categories, t.jobCategories],
    [jobsApi.characteristics, t.jobCharacteristics],
    [jobsApi.legacyContractTypes, t.jobLegacyContractTypes],
    [jobsApi.cvTreatments, t.jobCvTreatments],
    [jobsApi.workTransports, t.jobWorkTransports],
  ] as const;
  for (const [endpoints, table] of named)
    await app.register(
      resourcePlugin(store, {
        endpoints,
        table,
        toDto: jobNamedDto,
        filters: (l) => ({ name: partial(translatedName(table.translations, l)) }),
        orders: (l) => ({ name: translatedName(table.translations, l), id: table.id }),
        defaultOrder: (l) => [asc(translatedName(table.translations, l)), asc(table.id)],
        canWrite,
      }),
    );
  const ordered = [
    [jobsApi.contractTypes, t.jobContractTypes],
    [jobsApi.disponibilities, t.jobDisponibilities],
    [jobsApi.experiences, t.jobExperiences],
    [jobsApi.functionLevels, t.jobFunctionLevels],
    [jobsApi.languageLevels, t.jobLanguageLevels],
  ] as const;
  for (const [endpoints, table] of ordered)
    await app.register(
      resourcePlugin(store, {
        endpoints,
        table,
        toDto: jobPositionedDto,
        filters: (l) => ({ name: partial(translatedName(table.translations, l)) }),
        orders: (l) => ({
          name: translatedName(table.translations, l),
          position: table.position,
          id: table.id,
        }),
        defaultOrder: () => [asc(table.position), asc(table.id)],
        canWrite,
      }),
    );
  const levels = t.jobEducationLevels;
  await app.register(
    resourcePlugin(store, {
      endpoints: jobsApi.educationLevels,
      table: levels,
      toDto: jobEducationLevelDto,
      toValues: linkValues({ country: 'countryId' }),
      filters: (l) => ({
        name: partial(translatedName(levels.translations, l)),
        country: exact(levels.countryId),
        'country.id': exact(levels.countryId),
      }),
      orders: (l) => ({
        name: translatedName(levels.translations, l),
        position: levels.position,
        id: levels.id,
      }),
      defaultOrder: () => [asc(levels.countryId), asc(levels.position), asc(levels.id)],
      canWrite,
    }),
  );
  const families = t.jobFamilies;
  await app.register(
    resourcePlugin(store, {
      endpoints: jobsApi.families,
      table: families,
      toDto: jobFamilyDto,
      toValues: linkValues({ parent: 'parentId' }),
      filters: (l) => ({
        name: partial(translatedName(families.translations, l)),
        parent: exact(families.parentId),
        'parent.id': exact(families.parentId),
        'exists[parent]': exists(families.parentId),
      }),
      orders: (l) => ({ name: translatedName(families.translations, l), id: families.id }),
      defaultOrder: (l) => [asc(translatedName(families.translations, l)), asc(families.id)],
      canWrite,
    }),
  );
  const functions = t.jobFunctions;
  await app.register(
    resourcePlugin(store, {
      endpoints: jobsApi.functions,
      table: functions,
      toDto: jobFunctionDto,
      toValues: linkValues({ family: 'familyId' }),
      filters: (l) => ({
        name: partial(translatedName(functions.translations, l)),
        family: exact(functions.familyId),
        'family.id': exact(functions.familyId),
        iscoCode: partial(functions.iscoCode),
      }),
      orders: (l) => ({ name: translatedName(functions.translations, l), id: functions.id }),
      defaultOrder: (l) => [asc(translatedName(functions.translations, l)), asc(functions.id)],
      itemsPerPage: 100,
      canWrite,
    }),
  );
  const safeguarded = t.jobSafeguardedCountries;
  await app.register(
    resourcePlugin(store, {
      endpoints: jobsApi.safeguardedCountries,
      table: safeguarded,
      toDto: jobSafeguardedCountryDto,
      toValues: linkValues({ country: 'countryId' }),
      filters: () => ({
        country: exact(safeguarded.countryId),
        'country.id': exact(safeguarded.countryId),
        edition: partial(safeguarded.edition),
      }),
      orders: () => ({ id: safeguarded.id }),
      defaultOrder: () => [asc(safeguarded.id)],
      itemsPerPage: 100,
      canWrite,
    }),
  );
};
