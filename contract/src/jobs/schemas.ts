import { z } from 'zod';
import {
  translatedCreateOf as translatedCreate,
  translatedEntryOf as translated,
} from '../reference/schemas.ts';

export * from './constants.ts';

/** An ISCO-08 code: a major group (1 digit) down to a unit group (4 digits). */
export const ISCO_CODE_PATTERN = /^[0-9]{1,4}$/;
export const IscoCodeSchema = z.string().trim().regex(ISCO_CODE_PATTERN, { error: 'invalid_value' });

const fk = z.number().int().positive();
const position = z.number().int().min(0).max(10_000);

/**
 * Areas, personal qualities, personal skills and the legacy lists (categories, characteristics,
 * contract types, CV treatments, work transports): a translated name, sorted by name.
 */
export const JobNamedSchema = translated({});
export const JobNamedCreateSchema = translatedCreate({});

/** Contract types, disponibilities, experiences, function levels, language levels: in order. */
export const JobPositionedSchema = translated({ position: z.number().int() });
export const JobPositionedCreateSchema = translatedCreate({ position: position.default(0) });

/** An education level (a diploma) of one country, in order. */
export const JobEducationLevelSchema = translated({
  country: z.number().int(),
  position: z.number().int(),
  isced: z.number().int().nullable(),
});
/** `isced`: the ISCED 2011 level (0–8) the match compares across countries. */
export const IscedLevelSchema = z
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .min(0, { error: 'too_small' })
  .max(8, { error: 'too_big' });
export const JobEducationLevelCreateSchema = translatedCreate({
  country: fk,
  position: position.default(0),
  isced: IscedLevelSchema.nullable().default(null),
});

/** A job family; a sub-family names its parent family. */
export const JobFamilySchema = translated({ parent: z.number().int().nullable() });
export const JobFamilyCreateSchema = translatedCreate({ parent: fk.nullable().default(null) });

/** A function (occupation) of a family, with its ISCO-08 code when one exists. */
export const JobFunctionSchema = translated({ family: z.number().int(), iscoCode: z.string().nullable() });
export const JobFunctionCreateSchema = translatedCreate({
  family: fk,
  iscoCode: IscoCodeSchema.nullable().default(null),
});

export type JobNamed = z.infer<typeof JobNamedSchema>;
export type JobPositioned = z.infer<typeof JobPositionedSchema>;
export type JobEducationLevel = z.infer<typeof JobEducationLevelSchema>;
export type JobFamily = z.infer<typeof JobFamilySchema>;
export type JobFunction = z.infer<typeof JobFunctionSchema>;

/** The edition of the WHO safeguards list that names a country (`2023`). */
export const SafeguardEditionSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{4}$/, { error: 'invalid_value' });
/** A country of the WHO Health Workforce Support and Safeguards List. */
export const JobSafeguardedCountrySchema = z.object({
  id: z.number().int(),
  country: z.number().int(),
  edition: z.string(),
});
export const JobSafeguardedCountryCreateSchema = z
  .object({ country: fk, edition: SafeguardEditionSchema })
  .strict();
export type JobSafeguardedCountry = z.infer<typeof JobSafeguardedCountrySchema>;
