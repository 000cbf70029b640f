import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { ALL_ROLES } from '../roles.ts';
import { translationsOf } from '../reference/schemas.ts';
import { updateSchemaOf } from '../http/partial.ts';
import { FAIR_STATUSES, FAIR_MODULES, HOMEPAGE_SECTIONS } from './constants.ts';

export * from './constants.ts';

const FairStatusSchema = z.union(
  FAIR_STATUSES.map((s) => z.literal(s)) as [
    z.ZodLiteral<1>,
    z.ZodLiteral<2>,
    z.ZodLiteral<3>,
    z.ZodLiteral<4>,
  ],
  {
    error: 'invalid_value',
  },
);

export const HEADER_LINK_TYPES = ['internal', 'external'] as const;
/**
 * A header button leads to `http(s)://…` or to a path of the site beginning with a single `/`:
 * never `javascript:`, `data:`, a protocol-relative `//host` or a `/\host` some browsers follow.
 */
export const HEADER_LINK_RE = /^(https?:\/\/[^\s]+|\/(?![/\\])[^\s]*)$/i;
export const HEADER_TARGETS = ['_self', '_blank'] as const;

/** access[role][status] = allowed (§3 Header button). */
export const HeaderButtonAccessSchema = z.partialRecord(
  z.enum(ALL_ROLES as [string, ...string[]]),
  z.partialRecord(z.enum(['1', '2', '3', '4']), z.boolean()),
);

const buttonName = z.string().trim().min(1, { error: 'required' }).max(80, { error: 'too_long' });
export const HeaderButtonTranslationsSchema = translationsOf({ name: buttonName });

export const HeaderButtonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  translations: HeaderButtonTranslationsSchema,
  link: z.string(),
  target: z.enum(HEADER_TARGETS),
  linkType: z.enum(HEADER_LINK_TYPES),
  isVisible: z.boolean(),
  position: z.number().int(),
  /** True when the button needs a logged-in user (the login modal opens otherwise). */
  requiresLogin: z.boolean(),
  access: HeaderButtonAccessSchema,
});
export type HeaderButton = z.infer<typeof HeaderButtonSchema>;
export const HeaderButtonInputSchema = z
  .object({
    translations: HeaderButtonTranslationsSchema,
    link: z
      .string()
      .trim()
      .min(1, { error: 'required' })
      .max(2048, { error: 'too_long' })
      .regex(HEADER_LINK_RE, { error: 'invalid_link' }),
    target: z.enum(HEADER_TARGETS, { error: 'invalid_value' }).default('_self'),
    linkType: z.enum(HEADER_LINK_TYPES, { error: 'invalid_value' }).default('internal'),
    isVisible: z.boolean().default(true),
    requiresLogin: z.boolean().default(false),
    access: HeaderButtonAccessSchema.default({}),
  })
  .strict();

export const FairLanguageSchema = z.object({
  id: z.number().int(),
  language: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
});

const homepageLocale = z
  .object({
    /** `hero` (large banner) or `compact`; any other stored value reads as `hero`. */
    headerType: z.string().max(40).optional(),
    title: z.string().trim().max(200, { error: 'too_long' }).optional(),
    subtitle: z.string().trim().max(500, { error: 'too_long' }).optional(),
    /** A paragraph under the banner (plain text, line breaks kept). */
    text: z.string().trim().max(4000, { error: 'too_long' }).optional(),
    /** The blocks shown, in this order; absent = all of them (those of modules the fair has). */
    sections: z
      .array(z.enum(HOMEPAGE_SECTIONS, { error: 'invalid_value' }))
      .max(HOMEPAGE_SECTIONS.length)
      .refine((l) => new Set(l).size === l.length, { error: 'invalid_value' })
      .optional(),
    /** The programme banner above the page: a line of text and an optional link. */
    banner: z
      .object({
        text: z.string().trim().max(300, { error: 'too_long' }),
        link: z.string().trim().regex(HEADER_LINK_RE, { error: 'invalid_link' }).or(z.literal('')).optional(),
      })
      .optional(),
  })
  .loose();
export const HomepageJsonSchema = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, homepageLocale.optional()])),
) as z.ZodObject<Record<(typeof LOCALES)[number], z.ZodOptional<typeof homepageLocale>>>;

export const JobModuleConfigurationSchema = z.object({
  jobTablesList: z.array(z.object({ slug: z.string(), value: z.boolean() })),
});

/** Public fields of a fair: what anyone may read (permissions.md). */
export const FairSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  homepage: z.string(),
  homepageJson: HomepageJsonSchema,
  groupHeaderButton: z.array(HeaderButtonSchema),
  status: z.number().int(),
  fairLanguages: z.array(FairLanguageSchema),
  isMultiFair: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  modules: z.array(z.enum(FAIR_MODULES)),
  lobby: z.string().nullable(),
  mapType: z.string().nullable(),
  nbResultsPerPage: z.number().int(),
  isPublicAccess: z.boolean(),
  isRegistrationUserHomepage: z.boolean(),
  isRegistrationFirmHomepage: z.boolean(),
  isHidingEmailUser: z.boolean(),
  isHidingEmailFirm: z.boolean(),
  isChatEnabled: z.boolean(),
  isVideoEnabled: z.boolean(),
  isDirectMessageEnabled: z.boolean(),
  isDailyVideoCallAlert: z.boolean(),
  dailyChatContactLimit: z.number().int().nullable(),
  dailyVideoContactLimit: z.number().int().nullable(),
  timezone: z.string(),
  isUsingJobModule: z.boolean(),
  isApplyingWhoSafeguards: z.boolean(),
  isUsingConferenceModule: z.boolean(),
  isUsingDirectMessageModule: z.boolean(),
  jobModuleConfiguration: z.string(),
  isEditingStandTypesBlocked: z.boolean(),
  /** Organizer-only fields; absent for everyone else. */
  admins: z.array(z.number().int()).optional(),
  numberMaxOrganizer: z.number().int().nullable().optional(),
  numberMaxUser: z.number().int().nullable().optional(),
  /** §4 Account: registrations validated at once instead of waiting for an organizer. */
  isAutoValidatingUsers: z.boolean().optional(),
  /** `changeAdmins`: who organizes the fair and its ceilings (super roles). */
  abilities: z.object({ update: z.boolean(), delete: z.boolean(), changeAdmins: z.boolean() }),
});
export type Fair = z.infer<typeof FairSchema>;

/**
 * One line of the organizers' fair list (`/fair/list`): the fair's state at a glance, with the size of
 * what it holds. Super roles and supervisors see every fair, an organizer the fairs it organizes.
 */
export const FairOverviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  homepage: z.string(),
  status: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  timezone: z.string(),
  /** Language codes, the main one first. */
  languages: z.array(z.string()),
  modules: z.array(z.enum(FAIR_MODULES)),
  counts: z.object({
    halls: z.number().int(),
    exhibitors: z.number().int(),
    /** Validated members. */
    members: z.number().int(),
    /** Registrations waiting for an organizer's decision. */
    pendingMembers: z.number().int(),
  }),
  /** `changeAdmins`: who organizes the fair and its ceilings (super roles). */
  abilities: z.object({ update: z.boolean(), delete: z.boolean(), changeAdmins: z.boolean() }),
});
export type FairOverview = z.infer<typeof FairOverviewSchema>;

const slug = z
  .string()
  .trim()
  .regex(/^\/?[a-z0-9][a-z0-9-]{1,62}$/, { error: 'invalid_slug' })
  .transform((v) => v.replace(/^\//, ''));

const limit = z.number().int().min(0).max(1_000_000).nullable();
export const FairCreateSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }),
    homepage: slug,
    homepageJson: HomepageJsonSchema.default({}),
    status: FairStatusSchema.default(1),
    languages: z
      .array(z.string().length(2))
      .min(1, { error: 'required' })
      .refine((l) => new Set(l).size === l.length, { error: 'duplicate_language' })
      .default(['fr']),
    startDate: z.iso.datetime({ offset: true, error: 'invalid_value' }).nullable().default(null),
    endDate: z.iso.datetime({ offset: true, error: 'invalid_value' }).nullable().default(null),
    lobby: z.string().max(200).nullable().default(null),
    mapType: z.string().max(40).nullable().default(null),
    nbResultsPerPage: z.number().int().min(1).max(100).default(12),
    isPublicAccess: z.boolean().default(true),
    isRegistrationUserHomepage: z.boolean().default(true),
    isRegistrationFirmHomepage: z.boolean().default(true),
    isHidingEmailUser: z.boolean().default(false),
    isHidingEmailFirm: z.boolean().default(false),
    isAutoValidatingUsers: z.boolean().default(false),
    isChatEnabled: z.boolean().default(true),
    isVideoEnabled: z.boolean().default(true),
    isDirectMessageEnabled: z.boolean().default(true),
    isDailyVideoCallAlert: z.boolean().default(false),
    dailyChatContactLimit: limit.default(null),
    dailyVideoContactLimit: limit.default(null),
    numberMaxOrganizer: limit.default(null),
    numberMaxUser: limit.default(null),
    isEditingStandTypesBlocked: z.boolean().default(false),
    timezone: z
      .string()
      .max(64)
      .refine(
        (tz) => {
          try {
            new Intl.DateTimeFormat('fr', { timeZone: tz });
            return true;
          } catch {
            return false;
          }
        },
        { error: 'invalid_value' },
      )
      .default('Europe/Paris'),
    isUsingJobModule: z.boolean().default(false),
    isApplyingWhoSafeguards: z.boolean().default(false),
    isUsingConferenceModule: z.boolean().default(false),
    isUsingDirectMessageModule: z.boolean().default(false),
    jobModuleConfiguration: z.string().max(10_000).default('{"jobTablesList":[]}'),
    admins: z.array(z.number().int().positive()).default([]),
    groupHeaderButton: z.array(HeaderButtonInputSchema).max(20, { error: 'too_big' }).default([]),
  })
  .strict();
export type FairCreate = z.input<typeof FairCreateSchema>;

/** Partial update (ADR 002): every field optional, no defaults applied. */
export const FairUpdateSchema = updateSchemaOf(FairCreateSchema);
export type FairUpdate = z.input<typeof FairUpdateSchema>;

/**
 * `POST /fairs/{id}/copy`: a new fair with another fair's setup (settings, languages, homepage,
 * header buttons, halls and their maps, mail wording, its own legal texts) but none of its people,
 * firms, booths or billing.
 */
export const FairCopySchema = z
  .object({
    name: FairCreateSchema.shape.name,
    homepage: slug,
    startDate: FairCreateSchema.shape.startDate,
    endDate: FairCreateSchema.shape.endDate,
  })
  .strict();
export type FairCopy = z.input<typeof FairCopySchema>;

/** The steps of `/fair/edit/{id}` a checklist item sends the organizer to, or another screen. */
export const FAIR_CHECKLIST_TARGETS = [
  'identity',
  'homepage',
  'organizers',
  'mails',
  'halls',
  'booths',
] as const;
export const FAIR_CHECKLIST_ITEMS = [
  'dates',
  'homepageText',
  'organizer',
  'hall',
  'boothPlaced',
  'mailDelivery',
] as const;

/**
 * What is still missing before a fair can open (`GET /fairs/{id}/checklist`): one line per item
 * (`homepageText` once per enabled language, with `language`), each done or not, and where to fix it.
 */
export const FairChecklistSchema = z.object({
  items: z.array(
    z.object({
      key: z.enum(FAIR_CHECKLIST_ITEMS),
      target: z.enum(FAIR_CHECKLIST_TARGETS),
      done: z.boolean(),
      language: z.string().optional(),
      /** An advice does not keep the fair from opening (mails kept in the local outbox). */
      advice: z.boolean(),
    }),
  ),
  /** Every item that is not an advice is done. */
  ready: z.boolean(),
});
export type FairChecklist = z.infer<typeof FairChecklistSchema>;
