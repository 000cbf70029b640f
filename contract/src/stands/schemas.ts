import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { PaginationQuerySchema } from '../http/list.ts';
import { updateSchemaOf } from '../http/partial.ts';
import { EmailSchema } from '../validation/url.ts';
import { NamedRefSchema } from '../firms/schemas.ts';
import { parseVideoLink } from './video-links.ts';
import {
  STAND_RESOURCE_DESCRIPTION_MAX,
  STAND_NAME_MAX,
  STAND_INFOS_MAX,
  STAND_SECTORS_MAX,
  STAND_THEMES,
  DEFAULT_STAND_THEME,
  STAND_PERSON_PLACES,
  type StandPersonPlace,
} from './constants.ts';

export * from './constants.ts';

/** Character id per place; a missing place is drawn empty. */
export type StandPersons = Partial<Record<StandPersonPlace, number | null>>;

/** The resource kinds a booth's content holds per language (§3 stand resource types). */
export const STAND_CONTENT_RESOURCE_TYPES = [
  'TYPE_BROCHURE',
  'TYPE_POSTER',
  'TYPE_VIDEO',
  'TYPE_VIDEOROOM',
  'TYPE_TOOLTIP',
  'TYPE_BACKGROUND_CUSTOM',
] as const;

const id = z
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .positive({ error: 'invalid_value' });
const queryId = z.coerce
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .positive({ error: 'invalid_type' });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'too_long' })
    .transform((v) => v || null)
    .nullable();

/** A stored file as a booth shows it. */
export const StandMediaSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    thumbnailUrl: z.string().nullable(),
    mimeType: z.string(),
    size: z.number().int(),
  })
  .nullable();
export type StandMedia = z.infer<typeof StandMediaSchema>;

/** A booth resource as answered: a file (brochure, poster, background) or a video link. */
export const StandResourceSchema = z.object({
  id: z.number().int(),
  type: z.enum(STAND_CONTENT_RESOURCE_TYPES),
  media: StandMediaSchema,
  url: z.string().nullable(),
  /** For video links: what the booth frames (parseVideoLink). */
  embedUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  position: z.number().int(),
});
export type StandResource = z.infer<typeof StandResourceSchema>;

/** A booth's content in one language. */
export const StandLanguageSchema = z.object({
  id: z.number().int(),
  language: z.enum(LOCALES),
  title: z.string().nullable(),
  /** Sanitised rich text (§5 allow-list); safe to render as HTML. */
  infos: z.string().nullable(),
  resources: z.array(StandResourceSchema),
});
export type StandLanguage = z.infer<typeof StandLanguageSchema>;

/** A person listed on a booth (administrator or contact), business-card fields only. */
export const StandPersonSchema = z.object({
  id: z.number().int(),
  /** The stand_contacts row id (contacts only; null for administrators). */
  linkId: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string().nullable(),
  email: z.string().optional(),
});
export type StandPerson = z.infer<typeof StandPersonSchema>;

/** A scene piece chosen from the catalogue, with the art key the drawing uses. */
export const StandArtRefSchema = z
  .object({ id: z.number().int(), name: z.string(), artKey: z.string() })
  .nullable();

export const StandAbilitiesSchema = z.object({
  /** Edit the content (`PUT /stands/put/{id}`): booth administrators, the firm's stand admins, the organizer. */
  update: z.boolean(),
  /** Organizer-only fields: hall slot, firm, organizer's hidden state. */
  organize: z.boolean(),
  /** Add administrators and contacts. */
  addPeople: z.boolean(),
  /** Remove administrators and contacts: booth administrators and the organizer (§6). */
  removePeople: z.boolean(),
  /** Delete the booth and all its content: organizer (§4). */
  delete: z.boolean(),
});
export type StandAbilities = z.infer<typeof StandAbilitiesSchema>;

/** §3 Stand, full view (`GET /stands/{id}`). */
export const StandSchema = z.object({
  id: z.number().int(),
  fair: z.number().int(),
  fairHall: z.object({ id: z.number().int(), name: z.string(), letter: z.string() }).nullable(),
  number: z.number().int().nullable(),
  name: z.string(),
  image: StandMediaSchema,
  /** The booth's own logo, or the firm's when it has none. */
  logo: StandMediaSchema,
  firm: z.object({ id: z.number().int(), name: z.string(), website: z.string().nullable() }),
  /** The owner's switch. */
  isVisible: z.boolean(),
  /** The organizer's switch (§4). */
  isHiddenByOrganizer: z.boolean(),
  isLanguageVisible: z.boolean(),
  group: NamedRefSchema.nullable(),
  type: StandArtRefSchema,
  variation: StandArtRefSchema,
  theme: z.enum(STAND_THEMES),
  /** Characters per place with their art keys (resolved from the catalogue). */
  persons: z.record(z.enum(STAND_PERSON_PLACES), StandArtRefSchema),
  generalContact: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  sectors: z.array(NamedRefSchema),
  languages: z.array(StandLanguageSchema),
  admins: z.array(StandPersonSchema),
  contacts: z.array(StandPersonSchema),
  abilities: StandAbilitiesSchema,
});
export type Stand = z.infer<typeof StandSchema>;

/** A booth on a hall floor or in a list (`GET /stands`, `/fair_halls/{id}/stands`, `/stands/my-stands`). */
export const StandListItemSchema = z.object({
  id: z.number().int(),
  fair: z.number().int(),
  fairHall: z.number().int().nullable(),
  number: z.number().int().nullable(),
  name: z.string(),
  firm: z.object({ id: z.number().int(), name: z.string() }),
  logo: StandMediaSchema,
  /** The booth's picture for cards and lists (its drawing is shown when there is none). */
  image: StandMediaSchema,
  /** Visible to visitors: the owner shows it and the organizer did not hide it. */
  isVisible: z.boolean(),
  isHiddenByOrganizer: z.boolean(),
  typeArtKey: z.string().nullable(),
  variationArtKey: z.string().nullable(),
  theme: z.enum(STAND_THEMES),
  sectors: z.array(NamedRefSchema),
  /** Locale codes the booth has content in (its "languages spoken"). */
  languages: z.array(z.enum(LOCALES)),
});
export type StandListItem = z.infer<typeof StandListItemSchema>;

/** `GET /stands/light?fair_hall=`: pickers and the assign screen. */
export const StandLightSchema = StandListItemSchema.pick({
  id: true,
  number: true,
  name: true,
  fairHall: true,
  isVisible: true,
}).extend({ firm: z.object({ id: z.number().int(), name: z.string() }) });
export type StandLight = z.infer<typeof StandLightSchema>;

export const StandListQuerySchema = PaginationQuerySchema.extend({
  fair: queryId.optional(),
  fairHall: queryId.optional(),
  number: queryId.optional(),
  'firm.id': queryId.optional(),
  isVisible: z.enum(['0', '1', 'true', 'false'], { error: 'invalid_value' }).optional(),
  /** Booths not placed in any hall yet (the assign screen's list). */
  'exists[fairHall]': z.enum(['0', '1', 'true', 'false'], { error: 'invalid_value' }).optional(),
  name: z.string().trim().max(STAND_NAME_MAX, { error: 'too_long' }).optional(),
});
export type StandListQuery = z.input<typeof StandListQuerySchema>;

const videoLink = z
  .string()
  .trim()
  .max(2048, { error: 'too_long' })
  .refine((v) => parseVideoLink(v) !== null, { error: 'invalid_video_link' });

/** One resource in a language's content; files come from `POST /media_objects`. */
export const StandResourceInputSchema = z
  .object({
    type: z.enum(STAND_CONTENT_RESOURCE_TYPES, { error: 'invalid_value' }),
    media: id.nullable().default(null),
    url: videoLink.nullable().default(null),
    title: optionalText(150).default(null),
    description: optionalText(STAND_RESOURCE_DESCRIPTION_MAX).default(null),
  })
  .strict()
  .superRefine((r, ctx) => {
    const isVideo = r.type === 'TYPE_VIDEO' || r.type === 'TYPE_VIDEOROOM';
    if (isVideo && !r.url) ctx.addIssue({ code: 'custom', path: ['url'], message: 'required' });
    if (!isVideo && !r.media) ctx.addIssue({ code: 'custom', path: ['media'], message: 'required' });
  });
export type StandResourceInput = z.input<typeof StandResourceInputSchema>;

/** A language's content; the list replaces what the language held (order = position). */
export const StandLanguageInputSchema = z
  .object({
    language: z.enum(LOCALES, { error: 'invalid_value' }),
    title: optionalText(STAND_NAME_MAX).default(null),
    /** Rich text; the api sanitises it with the §5 allow-list. */
    infos: optionalText(STAND_INFOS_MAX).default(null),
    resources: z.array(StandResourceInputSchema).max(60, { error: 'too_big' }).default([]),
  })
  .strict();
export type StandLanguageInput = z.input<typeof StandLanguageInputSchema>;

const personsInput = z
  .object(Object.fromEntries(STAND_PERSON_PLACES.map((p) => [p, id.nullable().optional()])))
  .strict() as z.ZodType<StandPersons>;

/** Content fields: booth administrators, firm stand admins and the organizer. */
const contentFields = {
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(STAND_NAME_MAX, { error: 'too_long' }),
  image: id.nullable().default(null),
  logo: id.nullable().default(null),
  isVisible: z.boolean({ error: 'invalid_type' }).default(true),
  isLanguageVisible: z.boolean({ error: 'invalid_type' }).default(true),
  standGroup: id.nullable().default(null),
  standType: id.nullable().default(null),
  standTypeVariation: id.nullable().default(null),
  theme: z.enum(STAND_THEMES, { error: 'invalid_value' }).default(DEFAULT_STAND_THEME),
  persons: personsInput.default({}),
  contactName: optionalText(150).default(null),
  contactEmail: EmailSchema.nullable().default(null),
  contactPhone: optionalText(40).default(null),
  sectors: z.array(id).max(STAND_SECTORS_MAX, { error: 'too_big' }).default([]),
  /** Languages given replace their content; languages left out keep theirs. */
  languages: z.array(StandLanguageInputSchema).max(LOCALES.length, { error: 'too_big' }).default([]),
};
/** Organizer fields: where the booth stands and the organizer's hidden state. */
const organizerFields = {
  fairHall: id.nullable().default(null),
  number: id.nullable().default(null),
  isHiddenByOrganizer: z.boolean({ error: 'invalid_type' }).default(false),
};

/** `POST /stands` (organizer of the fair). */
export const StandCreateSchema = z
  .object({
    fair: id,
    firm: id,
    ...organizerFields,
    ...contentFields,
  })
  .strict();
export type StandCreate = z.input<typeof StandCreateSchema>;

/**
 * `PUT /stands/put/{id}`: absent fields keep their value. Organizer fields sent by someone who
 * is not the fair's organizer are refused (403), not ignored.
 */
export const StandUpdateSchema = updateSchemaOf(
  z.object({ firm: id, ...organizerFields, ...contentFields }).strict(),
);
export type StandUpdate = z.input<typeof StandUpdateSchema>;

export const StandContactsQuerySchema = PaginationQuerySchema.extend({ 'stand.id': queryId });
export const StandPeopleAddSchema = z.object({ user: id }).strict();
export const StandContactCreateSchema = z.object({ stand: id, user: id }).strict();

export const StandResourcesByTypeQuerySchema = z.object({
  stand: queryId,
  language: z.enum(LOCALES, { error: 'invalid_value' }).optional(),
});
