import { z } from 'zod';
import { NameTranslationsSchema } from '../reference/schemas.ts';

/** §3 Stand character type values. */
export const STAND_CHARACTER_TYPES = [
  'TYPE_STAND',
  'TYPE_CHATROOM',
  'TYPE_VIDEO_ROOM_STANDING',
  'TYPE_VIDEO_ROOM_SEATED',
] as const;
export type StandCharacterTypeValue = (typeof STAND_CHARACTER_TYPES)[number];

/** §3 Stand resource type values. */
export const STAND_RESOURCE_TYPES = [
  'TYPE_BROCHURE',
  'TYPE_POSTER',
  'TYPE_TOOLTIP',
  'TYPE_VIDEO',
  'TYPE_BACKGROUND_CUSTOM',
  'TYPE_VIDEOROOM',
] as const;
export type StandResourceTypeValue = (typeof STAND_RESOURCE_TYPES)[number];

/** §3 and §10: the stand group every fair starts with. */
export const DEFAULT_STAND_GROUP_NAME = 'Groupe A';

/** Names the drawn scene or figure: a slug of 1 to 40 characters. */
export const ART_KEY_PATTERN = /^[a-z0-9-]{1,40}$/;
export const ArtKeySchema = z.string().trim().regex(ART_KEY_PATTERN, { error: 'invalid_value' });

export const StandCharacterTypeValueSchema = z.enum(STAND_CHARACTER_TYPES, { error: 'invalid_value' });
export const StandResourceTypeValueSchema = z.enum(STAND_RESOURCE_TYPES, { error: 'invalid_value' });

const fk = z.number().int().positive();
const position = z.number().int().min(0).max(10_000);
const translated = <T extends z.ZodRawShape>(extra: T) =>
  z.object({ id: z.number().int(), name: z.string(), translations: NameTranslationsSchema, ...extra });
const translatedCreate = <T extends z.ZodRawShape>(extra: T) =>
  z.object({ translations: NameTranslationsSchema, ...extra }).strict();

export const StandGroupSchema = z.object({ id: z.number().int(), name: z.string() });
export const StandGroupCreateSchema = z
  .object({ name: z.string().trim().min(1, { error: 'required' }).max(100, { error: 'too_long' }) })
  .strict();

export const StandTypeSchema = translated({
  standGroup: z.number().int(),
  artKey: z.string(),
  position: z.number().int(),
});
export const StandTypeCreateSchema = translatedCreate({
  standGroup: fk,
  artKey: ArtKeySchema,
  position: position.default(0),
});

export const StandTypeVariationSchema = translated({
  standType: z.number().int(),
  artKey: z.string(),
  position: z.number().int(),
});
export const StandTypeVariationCreateSchema = translatedCreate({
  standType: fk,
  artKey: ArtKeySchema,
  position: position.default(0),
});

export const StandCharacterTypeSchema = translated({ type: z.string() });
export const StandCharacterTypeCreateSchema = translatedCreate({ type: StandCharacterTypeValueSchema });

export const StandCharacterSchema = translated({
  type: z.string(),
  artKey: z.string(),
  position: z.number().int(),
});
export const StandCharacterCreateSchema = translatedCreate({
  type: StandCharacterTypeValueSchema,
  artKey: ArtKeySchema,
  position: position.default(0),
});

export const StandResourceTypeSchema = translated({ type: z.string() });
export const StandResourceTypeCreateSchema = translatedCreate({ type: StandResourceTypeValueSchema });

export type StandGroup = z.infer<typeof StandGroupSchema>;
export type StandType = z.infer<typeof StandTypeSchema>;
export type StandTypeVariation = z.infer<typeof StandTypeVariationSchema>;
export type StandCharacterType = z.infer<typeof StandCharacterTypeSchema>;
export type StandCharacter = z.infer<typeof StandCharacterSchema>;
export type StandResourceType = z.infer<typeof StandResourceTypeSchema>;
