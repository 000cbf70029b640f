import { z } from 'zod';
import { LOCALES } from '../locales.ts';

/** `translations: { fr: { name }, en: { … } }` — fr is required, the others optional. */
export const translationsOf = <T extends z.ZodRawShape>(shape: T) => {
  const entry = z.object(shape).strict();
  return z
    .object(Object.fromEntries(LOCALES.map((l) => [l, l === 'fr' ? entry : entry.optional()])))
    .strict() as z.ZodObject<
    { fr: typeof entry } & { [K in Exclude<(typeof LOCALES)[number], 'fr'>]: z.ZodOptional<typeof entry> }
  >;
};

const name = z.string().trim().min(1, { error: 'required' }).max(255, { error: 'too_long' });
export const NameTranslationsSchema = translationsOf({ name });
export type NameTranslations = z.infer<typeof NameTranslationsSchema>;

const fk = z.number().int().positive();
const code = z.string().trim().min(1, { error: 'required' }).max(16, { error: 'too_long' });

/** A translated reference entry as returned by the api: the resolved `name` beside its translations. */
export const translatedEntryOf = <T extends z.ZodRawShape>(extra: T) =>
  z.object({ id: z.number().int(), name: z.string(), translations: NameTranslationsSchema, ...extra });
/** The create body of a translated reference entry: its translations (fr required) and `extra`. */
export const translatedCreateOf = <T extends z.ZodRawShape>(extra: T) =>
  z.object({ translations: NameTranslationsSchema, ...extra }).strict();
const translated = translatedEntryOf;
const translatedCreate = translatedCreateOf;

export const CountrySchema = translated({ code: z.string() });
export const CountryCreateSchema = translatedCreate({ code });
export const LanguageSchema = translated({ code: z.string() });
export const LanguageCreateSchema = translatedCreate({ code });

/** Plain positioned lookups: civil statuses, user statuses, individual statuses, user types, firm types. */
export const PositionedSchema = translated({ position: z.number().int() });
export const PositionedCreateSchema = translatedCreate({ position: z.number().int().min(0).max(10_000) });

export const BusinessSectorSchema = translated({});
export const BusinessSectorCreateSchema = translatedCreate({});
export const BusinessSubsectorSchema = translated({ sector: z.number().int().nullable() });
export const BusinessSubsectorCreateSchema = translatedCreate({ sector: fk.nullable() });

const dataListEntry = z.object({ level1name: name }).strict();
export const DataListTranslationsSchema = z
  .object(Object.fromEntries(LOCALES.map((l) => [l, l === 'fr' ? dataListEntry : dataListEntry.optional()])))
  .strict() as z.ZodObject<
  { fr: typeof dataListEntry } & Record<'en' | 'nl' | 'de' | 'es', z.ZodOptional<typeof dataListEntry>>
>;
export const DataListSchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  isDefault: z.boolean(),
  level1name: z.string(),
  translations: DataListTranslationsSchema,
});
export const DataListCreateSchema = z
  .object({
    ref: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_]{1,63}$/, { error: 'invalid_value' }),
    isDefault: z.boolean().default(false),
    translations: DataListTranslationsSchema,
  })
  .strict();

// Geography (§3): plain names, linked upwards.
const geoName = name;
export const RegionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  country: z.number().int(),
});
export const RegionCreateSchema = z
  .object({ name: geoName, code: code.nullable().default(null), country: fk })
  .strict();
export const ProvinceSchema = RegionSchema;
export const ProvinceCreateSchema = RegionCreateSchema;
export const DepartmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  region: z.number().int(),
});
export const DepartmentCreateSchema = z
  .object({ name: geoName, code: code.nullable().default(null), region: fk })
  .strict();
export const CitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  zipcode: z.string(),
  department: z.number().int().nullable(),
  region: z.number().int().nullable(),
});
export const CityCreateSchema = z
  .object({
    name: geoName,
    zipcode: code,
    department: fk.nullable().default(null),
    region: fk.nullable().default(null),
  })
  .strict();
export const DistrictSchema = z.object({ id: z.number().int(), name: z.string(), city: z.number().int() });
export const DistrictCreateSchema = z.object({ name: geoName, city: fk }).strict();
export const PostalCodeSchema = z.object({ id: z.number().int(), code: z.string(), city: z.number().int() });
export const PostalCodeCreateSchema = z.object({ code, city: fk }).strict();

export type Country = z.infer<typeof CountrySchema>;
export type Language = z.infer<typeof LanguageSchema>;
export type Positioned = z.infer<typeof PositionedSchema>;
export type DataList = z.infer<typeof DataListSchema>;
export type Region = z.infer<typeof RegionSchema>;
export type Department = z.infer<typeof DepartmentSchema>;
export type City = z.infer<typeof CitySchema>;
