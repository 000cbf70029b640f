import { z } from 'zod';
import { NameTranslationsSchema } from '../reference/schemas.ts';
import { updateSchemaOf } from '../http/partial.ts';
import { PaginationQuerySchema } from '../http/list.ts';
import { HALL_STANDS_MAX, HALL_STANDS_MIN } from './slots.ts';

/** `#rrggbb` colours (the pickers always give this form). */
export const HEX_COLOR_RE = /^#[0-9a-fA-F]{6}$/;
/** A hall's letter: 1–3 letters or digits, stored upper-case, unique in its fair. */
export const HALL_LETTER_RE = /^[A-Za-z0-9]{1,3}$/;
export const HALL_VARIANTS = ['classic', 'modern', 'garden'] as const;
export type HallVariant = (typeof HALL_VARIANTS)[number];

/** The map key of a hall, used by `/elements` (`map`). */
export const hallMapKey = (hallId: number) => `hall-${hallId}`;
export const hallIdOfMapKey = (map: string): number | null => {
  const m = /^hall-(\d{1,9})$/.exec(map);
  return m ? Number(m[1]) : null;
};

const color = z
  .string()
  .trim()
  .regex(HEX_COLOR_RE, { error: 'invalid_color' })
  .transform((v) => v.toLowerCase());
const imageId = z
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .positive({ error: 'invalid_value' });

/** An image of a hall as served by the media module; null when none is set. */
export const HallImageSchema = z
  .object({ id: z.number().int(), url: z.string(), thumbnailUrl: z.string().nullable() })
  .nullable();
export type HallImage = z.infer<typeof HallImageSchema>;

export const HallAbilitiesSchema = z.object({ update: z.boolean(), delete: z.boolean() });

/** §3 Hall as the api answers it. */
export const FairHallSchema = z.object({
  id: z.number().int(),
  fair: z.number().int(),
  name: z.string(),
  translations: NameTranslationsSchema,
  letter: z.string(),
  isVisible: z.boolean(),
  numberOfStands: z.number().int(),
  color: z.string().nullable(),
  variant: z.string().nullable(),
  titleColor: z.string().nullable(),
  leftImage: HallImageSchema,
  rightImage: HallImageSchema,
  overviewImage: HallImageSchema,
  link: z.string().nullable(),
  type: z.number().int(),
  position: z.number().int(),
  abilities: HallAbilitiesSchema,
});
export type FairHall = z.infer<typeof FairHallSchema>;

/** `GET /fair_halls/light?fair=`: what the lobby and pickers need. */
export const FairHallLightSchema = FairHallSchema.pick({ id: true, name: true, letter: true, color: true });
export type FairHallLight = z.infer<typeof FairHallLightSchema>;

const hallFields = {
  translations: NameTranslationsSchema,
  letter: z
    .string({ error: 'required' })
    .trim()
    .regex(HALL_LETTER_RE, { error: 'invalid_hall_letter' })
    .transform((v) => v.toUpperCase()),
  isVisible: z.boolean().default(true),
  numberOfStands: z
    .number({ error: 'invalid_type' })
    .int({ error: 'invalid_type' })
    .min(HALL_STANDS_MIN, { error: 'too_small' })
    .max(HALL_STANDS_MAX, { error: 'too_big' })
    .default(12),
  color: color.nullable().default(null),
  variant: z.enum(HALL_VARIANTS, { error: 'invalid_value' }).nullable().default(null),
  titleColor: color.nullable().default(null),
  leftImage: imageId.nullable().default(null),
  rightImage: imageId.nullable().default(null),
  overviewImage: imageId.nullable().default(null),
  link: z.string().trim().max(2048, { error: 'too_long' }).nullable().default(null),
  type: z
    .number()
    .int({ error: 'invalid_type' })
    .min(1, { error: 'too_small' })
    .max(9, { error: 'too_big' })
    .default(1),
  position: z
    .number()
    .int({ error: 'invalid_type' })
    .min(0, { error: 'too_small' })
    .max(10_000, { error: 'too_big' })
    .optional(),
};
export const FairHallCreateSchema = z
  .object({
    fair: z.number({ error: 'required' }).int({ error: 'invalid_type' }).positive({ error: 'invalid_value' }),
    ...hallFields,
  })
  .strict();
export type FairHallCreate = z.input<typeof FairHallCreateSchema>;
/** The fair of a hall never changes: the update body is the create body without `fair`. */
export const FairHallUpdateSchema = updateSchemaOf(z.object(hallFields).strict());
export type FairHallUpdate = z.input<typeof FairHallUpdateSchema>;

const percent = z
  .number({ error: 'invalid_type' })
  .min(0, { error: 'too_small' })
  .max(100, { error: 'too_big' });
export const HallSlotSchema = z
  .object({
    position: z
      .number({ error: 'invalid_type' })
      .int({ error: 'invalid_type' })
      .min(1, { error: 'too_small' }),
    x: percent,
    y: percent,
    width: percent.positive({ error: 'too_small' }),
    height: percent.positive({ error: 'too_small' }),
  })
  .strict()
  .refine((s) => s.x + s.width <= 100.001 && s.y + s.height <= 100.001, {
    error: 'slot_outside_map',
    path: ['width'],
  });
export type HallSlot = z.infer<typeof HallSlotSchema>;
export const HallSlotsSchema = z
  .array(HallSlotSchema)
  .max(HALL_STANDS_MAX, { error: 'too_big' })
  .superRefine((slots, ctx) => {
    const seen = new Set<number>();
    slots.forEach((s, i) => {
      if (seen.has(s.position))
        ctx.addIssue({ code: 'custom', message: 'slot_duplicate_position', path: [i, 'position'] });
      seen.add(s.position);
    });
  });

/** §3 Hall configuration: where the booth slots sit on the hall's map (one per hall). */
export const FairHallConfigurationSchema = z.object({
  id: z.number().int(),
  fairHall: z.number().int(),
  slots: z.array(HallSlotSchema),
});
export type FairHallConfiguration = z.infer<typeof FairHallConfigurationSchema>;
export const FairHallConfigurationCreateSchema = z
  .object({
    fairHall: z
      .number({ error: 'required' })
      .int({ error: 'invalid_type' })
      .positive({ error: 'invalid_value' }),
    slots: HallSlotsSchema,
  })
  .strict();
export const FairHallConfigurationUpdateSchema = z.object({ slots: HallSlotsSchema }).strict();

/** §3 Element: something placed on a hall's map (type 8: a booth assignment). */
export const ELEMENT_TYPES = { BOOTH: 8 } as const;
export const ElementSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  map: z.string(),
  position: z.number().int(),
  stand: z.number().int().nullable(),
});
export type Element = z.infer<typeof ElementSchema>;
export const ElementCreateSchema = z
  .object({
    type: z
      .number({ error: 'required' })
      .int({ error: 'invalid_type' })
      .min(1, { error: 'too_small' })
      .max(99, { error: 'too_big' }),
    map: z
      .string({ error: 'required' })
      .trim()
      .refine((m) => hallIdOfMapKey(m) !== null, { error: 'invalid_value' }),
    position: z
      .number({ error: 'required' })
      .int({ error: 'invalid_type' })
      .min(1, { error: 'too_small' })
      .max(HALL_STANDS_MAX, { error: 'too_big' }),
    /** The booth placed there; stands arrive with the booths module (no check yet). */
    stand: z
      .number()
      .int({ error: 'invalid_type' })
      .positive({ error: 'invalid_value' })
      .nullable()
      .default(null),
  })
  .strict();
export const ElementUpdateSchema = updateSchemaOf(ElementCreateSchema.omit({ map: true }));

export const HallListQuerySchema = PaginationQuerySchema.extend({
  fair: z.coerce
    .number({ error: 'invalid_type' })
    .int({ error: 'invalid_type' })
    .positive({ error: 'invalid_type' })
    .optional(),
  /** Partial, case-insensitive match on the name in any language. */
  'translations.name': z.string().trim().max(100, { error: 'too_long' }).optional(),
});
