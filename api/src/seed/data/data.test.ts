import { describe, it, expect } from 'vitest';
import { COUNTRY_CODES, countryTranslations } from './countries.ts';
import { LANGUAGE_CODES, languageTranslations } from './languages.ts';
import { LOCALES, type NameTranslations } from './locales.ts';
import {
  BUSINESS_SECTORS,
  CIVIL_STATUSES,
  DATA_LISTS,
  FIRM_TYPES,
  USER_INDIVIDUAL_STATUSES,
  USER_STATUSES,
  USER_TYPES,
  type PositionedEntry,
} from './lookups.ts';
import { CITIES, DEPARTMENTS, DISTRICTS, POSTAL_CODES, PROVINCES, REGIONS } from './geography.ts';

function expectFiveLocales(translations: NameTranslations): void {
  for (const locale of LOCALES) expect(translations[locale].name.trim()).not.toBe('');
}

function expectPositions(entries: PositionedEntry[]): void {
  expect(entries.map((entry) => entry.position)).toEqual(entries.map((_, index) => index + 1));
}

describe('countries', () => {
  it('lists the 249 ISO 3166-1 alpha-2 codes, unique', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('names every country in the five locales', () => {
    for (const code of COUNTRY_CODES) {
      const translations = countryTranslations(code);
      expectFiveLocales(translations);
      for (const locale of LOCALES) expect(translations[locale].name).not.toBe(code);
    }
    expect(countryTranslations('DE').fr.name).toBe('Allemagne');
  });
});

describe('languages', () => {
  it('names every language in the five locales, capitalised', () => {
    expect(new Set(LANGUAGE_CODES).size).toBe(LANGUAGE_CODES.length);
    for (const code of LANGUAGE_CODES) {
      const translations = languageTranslations(code);
      expectFiveLocales(translations);
      for (const locale of LOCALES) {
        const name = translations[locale].name;
        expect(name.toLowerCase()).not.toBe(code);
        expect(name.charAt(0)).toBe(name.charAt(0).toLocaleUpperCase(locale));
      }
    }
    expect(languageTranslations('fr').fr.name).toBe('Français');
  });
});

describe('lookups', () => {
  const lists = {
    CIVIL_STATUSES,
    USER_STATUSES,
    USER_INDIVIDUAL_STATUSES,
    USER_TYPES,
    FIRM_TYPES,
    BUSINESS_SECTORS,
  };

  it('fills all five locales and numbers positions from 1', () => {
    for (const entries of Object.values(lists)) {
      expectPositions(entries);
      for (const entry of entries) expectFiveLocales(entry.translations);
    }
    for (const sector of BUSINESS_SECTORS) {
      expect(sector.subsectors.length).toBeGreaterThanOrEqual(2);
      expectPositions(sector.subsectors);
      for (const subsector of sector.subsectors) expectFiveLocales(subsector.translations);
    }
    for (const list of DATA_LISTS) {
      expect(list.isDefault).toBe(true);
      for (const locale of LOCALES) expect(list.translations[locale].level1name.trim()).not.toBe('');
      expectPositions(list.values);
      for (const value of list.values) expectFiveLocales(value.translations);
    }
  });

  it('has USER_TYPES positions exactly 1..10', () => {
    expect(USER_TYPES.map((type) => type.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(USER_TYPES[0]?.translations.en.name).toBe('Super administrator');
    expect(USER_TYPES[9]?.translations.en.name).toBe('Cluster administrator');
  });

  it('has unique data list refs', () => {
    expect(new Set(DATA_LISTS.map((list) => list.ref)).size).toBe(DATA_LISTS.length);
    expect(DATA_LISTS.map((list) => list.ref)).toEqual(
      expect.arrayContaining(['diploma_level', 'availability', 'work_permit']),
    );
  });
});

describe('geography', () => {
  const frRegions = REGIONS.filter((region) => region.country === 'FR');
  const qcRegions = REGIONS.filter((region) => region.group === 'QC');

  it('has 18 French regions, 17 Québec regions and 24 provinces, unique', () => {
    expect(frRegions).toHaveLength(18);
    expect(qcRegions).toHaveLength(17);
    expect(qcRegions.map((region) => region.code)).toEqual(
      Array.from({ length: 17 }, (_, index) => String(index + 1).padStart(2, '0')),
    );
    expect(new Set(REGIONS.map((region) => `${region.group}|${region.code}`)).size).toBe(REGIONS.length);
    expect(PROVINCES.filter((province) => province.country === 'BE')).toHaveLength(11);
    expect(PROVINCES.filter((province) => province.country === 'CA')).toHaveLength(13);
    expect(new Set(PROVINCES.map((province) => province.code)).size).toBe(PROVINCES.length);
  });

  it('has 101 departments whose region exists', () => {
    expect(DEPARTMENTS).toHaveLength(101);
    expect(new Set(DEPARTMENTS.map((department) => department.code)).size).toBe(101);
    const frCodes = new Set(frRegions.map((region) => region.code));
    for (const department of DEPARTMENTS) expect(frCodes).toContain(department.regionCode);
    for (const region of frRegions) {
      expect(DEPARTMENTS.some((department) => department.regionCode === region.code)).toBe(true);
    }
  });

  it('links every city to an existing department, region or province', () => {
    const departments = new Set(DEPARTMENTS.map((department) => department.code));
    const qcCodes = new Set(qcRegions.map((region) => region.code));
    const provinces = new Set(PROVINCES.map((province) => province.code));
    for (const city of CITIES) {
      if (city.country === 'FR') expect(departments).toContain(city.departmentCode);
      if (city.country === 'CA') expect(qcCodes).toContain(city.regionCode);
      if (city.country === 'BE') expect(provinces).toContain(city.provinceCode);
    }
    expect(new Set(CITIES.map((city) => `${city.country}|${city.name}`)).size).toBe(CITIES.length);
  });

  it('has 45 arrondissements on known cities and derives postal codes', () => {
    expect(DISTRICTS).toHaveLength(45);
    const cityNames = new Set(CITIES.map((city) => city.name));
    for (const district of DISTRICTS) expect(cityNames).toContain(district.cityName);
    expect(new Set(DISTRICTS.map((district) => district.postalCode)).size).toBe(45);
    expect(POSTAL_CODES).toContainEqual({ code: '75020', cityName: 'Paris', country: 'FR' });
    expect(POSTAL_CODES).toContainEqual({ code: '1000', cityName: 'Bruxelles', country: 'BE' });
  });
});
