import { describe, expect, it } from 'vitest';
import {
  JOB_LEGACY_TABLE_SLUGS,
  JOB_TABLE_SLUGS,
  jobsApi,
  referenceApi,
  isJobLegacyTableSlug,
  isJobTableSlug,
} from '@passerelle/contract/lite';
import fr from '../../locales/fr/jobs.json';
import { JOB_LEGACY_TABLES, JOB_TABLES } from './job-tables.ts';
import { jobModuleConfigurationOf, usedJobTables } from './job-configuration.ts';

describe('job tables on the lookup screen', () => {
  it('configures the eleven tables of /jobs/table/{slug}, each titled in jobs.json', () => {
    expect(Object.keys(JOB_TABLES).sort()).toEqual([...JOB_TABLE_SLUGS].sort());
    for (const slug of JOB_TABLE_SLUGS) {
      expect(JOB_TABLES[slug].titleKey).toBe(`jobs:tables.${slug}`);
      expect(fr.tables[slug]).toBeTruthy();
    }
  });
  it('filters education levels by country, sub-families by parent family, functions by family', () => {
    expect(JOB_TABLES['education-level'].parent).toMatchObject({
      field: 'country',
      endpoints: referenceApi.countries,
      required: true,
      filter: true,
    });
    expect(JOB_TABLES.family.parent).toMatchObject({
      field: 'parent',
      endpoints: jobsApi.families,
      filter: true,
    });
    expect('required' in JOB_TABLES.family.parent).toBe(false);
    expect(JOB_TABLES.function.parent).toMatchObject({
      field: 'family',
      endpoints: jobsApi.families,
      required: true,
      filter: true,
    });
  });
  it("gives functions an optional ISCO-08 code checked by the contract's rule", () => {
    const [isco] = JOB_TABLES.function.extraFields;
    expect(isco).toMatchObject({ field: 'iscoCode', optional: true });
    expect(isco.schema.safeParse('2221').success).toBe(true);
    expect(isco.schema.safeParse('22A1').success).toBe(false);
    expect(isco.schema.safeParse('22210').success).toBe(false);
  });
  it('knows its slugs and nothing else', () => {
    expect(isJobTableSlug('language-level')).toBe(true);
    expect(isJobTableSlug('category')).toBe(false);
  });
  it('configures the five legacy lists of /job/{slug}, each titled in jobs.json apart from the tables', () => {
    expect(Object.keys(JOB_LEGACY_TABLES)).toEqual([...JOB_LEGACY_TABLE_SLUGS]);
    for (const slug of JOB_LEGACY_TABLE_SLUGS) {
      expect(JOB_LEGACY_TABLES[slug].titleKey).toBe(`jobs:legacyTables.${slug}`);
      expect(fr.legacyTables[slug]).toBeTruthy();
    }
    // The legacy contract types are their own list, not the offers' (`/job_contract_types`).
    expect(JOB_LEGACY_TABLES['contract-type'].endpoints).toBe(jobsApi.legacyContractTypes);
    expect(fr.legacyTables['contract-type']).not.toBe(fr.tables['contract-type']);
    expect(isJobLegacyTableSlug('work-transport')).toBe(true);
    expect(isJobLegacyTableSlug('area')).toBe(false);
    expect(isJobLegacyTableSlug('work_transport')).toBe(false);
  });
});

describe("a fair's jobModuleConfiguration", () => {
  it('reads the tables whose value is true, in table order', () => {
    const saved = JSON.stringify({
      jobTablesList: [
        { slug: 'function', value: true },
        { slug: 'area', value: true },
        { slug: 'family', value: false },
        { slug: 'unknown', value: true },
      ],
    });
    expect(usedJobTables(saved)).toEqual(['area', 'function']);
  });
  it('reads a default, malformed or foreign string as no table', () => {
    expect(usedJobTables('{"jobTablesList":[]}')).toEqual([]);
    expect(usedJobTables('not json')).toEqual([]);
    expect(usedJobTables('{"jobTablesList":"area"}')).toEqual([]);
  });
  it('writes every table with its value, and reads back what it wrote', () => {
    const written = jobModuleConfigurationOf(['family', 'area']);
    expect(JSON.parse(written).jobTablesList).toHaveLength(JOB_TABLE_SLUGS.length);
    expect(JSON.parse(written).jobTablesList[0]).toEqual({ slug: 'area', value: true });
    expect(usedJobTables(written)).toEqual(['area', 'family']);
  });
});
