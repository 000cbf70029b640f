import { z } from 'zod';
import { PaginationQuerySchema } from '../http/list.ts';
import { updateSchemaOf } from '../http/partial.ts';
import { OrderDirectionSchema } from '../http/resource.ts';
import { EmailSchema, UrlSchema } from '../validation/url.ts';
import { BusinessCardSchema } from '../users/profile.ts';

const id = z.coerce
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .positive({ error: 'invalid_type' });
const text = (max: number) => z.string().trim().max(max, { error: 'too_long' });
/** Optional free text: blank is stored as null. */
const optionalText = (max: number) =>
  text(max)
    .transform((v) => v || null)
    .nullable();

export const FIRM_NAME_MAX = 150;
export const FIRM_DESCRIPTION_MAX = 5000;
/** Length of the description excerpt of the public list (`shortDescription`). */
export const FIRM_SHORT_DESCRIPTION_LENGTH = 180;
export const FIRM_SECTORS_MAX = 10;

/** A firm's logo as served by the media module (`/media/<filePath>`); null without a logo. */
export const FirmLogoSchema = z
  .object({ id: z.number().int(), url: z.string(), thumbnailUrl: z.string().nullable() })
  .nullable();
export type FirmLogo = z.infer<typeof FirmLogoSchema>;

/** A translated reference entry resolved in the caller's language. */
export const NamedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof NamedRefSchema>;

/** A person's pending request to join a firm (registration with its name, or an organizer's invitation). */
export const PendingJoinRequestSchema = z.object({
  id: z.number().int(),
  firm: NamedRefSchema,
  status: z.literal('pending'),
});
export type PendingJoinRequest = z.infer<typeof PendingJoinRequestSchema>;

/** What the caller may do with the firm (the api's policy predicates). */
export const FirmAbilitiesSchema = z.object({
  /** Edit the profile (`PUT /firms/{id}`): its stand admins; an organizer of every fair it is in; super roles. */
  update: z.boolean(),
  /** Hide or show the firm everywhere (`isVisible`): as update (the firm's own record). */
  changeVisibility: z.boolean(),
  /** Change the logo (`POST /firms/{id}/logo`, media module): same as update. */
  changeLogo: z.boolean(),
  /** Create stand admins and contacts of the firm, decide its join requests (its roster's owners). */
  manageUsers: z.boolean(),
  /**
   * Invite someone into the firm's team: an organizer of one of its fairs to whom the roster does
   * not belong; the firm's stand admins accept (permissions.md "Firms across fairs").
   */
  inviteUsers: z.boolean(),
});
export type FirmAbilities = z.infer<typeof FirmAbilitiesSchema>;

/** §3 Firm, full view (`GET /firms/{id}`): the firm's members and the organizers of its fairs. */
export const FirmSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  firmType: NamedRefSchema.nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  isVisible: z.boolean(),
  logo: FirmLogoSchema,
  sectors: z.array(NamedRefSchema),
  /** Fairs the firm exhibits at (fair-firm links). */
  fairs: z.array(z.number().int()),
  createdAt: z.string(),
  abilities: FirmAbilitiesSchema,
});
export type Firm = z.infer<typeof FirmSchema>;

/** `GET /firms`: the back-office list row. */
export const FirmListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  firmType: NamedRefSchema.nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  isVisible: z.boolean(),
  logo: FirmLogoSchema,
  createdAt: z.string(),
});
export type FirmListItem = z.infer<typeof FirmListItemSchema>;

/** `GET /firms/back/list`: the organizer's table (users count, sectors, visibility). */
export const FirmBackListItemSchema = FirmListItemSchema.extend({
  sectors: z.array(NamedRefSchema),
  usersCount: z.number().int(),
  fairs: z.array(z.number().int()),
});
export type FirmBackListItem = z.infer<typeof FirmBackListItemSchema>;

/** `GET /firms/select-input`: pickers. */
export const FirmSelectItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type FirmSelectItem = z.infer<typeof FirmSelectItemSchema>;

/** `GET /firms/light?fair=`: name and logo of the fair's firms (halls, booths). */
export const FirmLightSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: FirmLogoSchema,
  isVisible: z.boolean(),
});
export type FirmLight = z.infer<typeof FirmLightSchema>;

/** `GET /firms/front/list?fair=`: the public card of an exhibitor. */
export const FirmFrontItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: FirmLogoSchema,
  firmType: NamedRefSchema.nullable(),
  sectors: z.array(NamedRefSchema),
  /** The description's first characters (plain text), null without a description. */
  shortDescription: z.string().nullable(),
  /** False only for the organizer and the firm's own users (nobody else sees hidden firms). */
  isVisible: z.boolean(),
});
export type FirmFrontItem = z.infer<typeof FirmFrontItemSchema>;

/** `GET /firms/detail/{id}?fair=`: the public page of an exhibitor in a fair. */
export const FirmDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: FirmLogoSchema,
  firmType: NamedRefSchema.nullable(),
  sectors: z.array(NamedRefSchema),
  description: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  /** Absent where the fair hides firms' e-mails. */
  email: z.string().optional(),
  isVisible: z.boolean(),
  /** The firm's stand admins and contacts validated in the fair, as business cards. */
  contacts: z.array(BusinessCardSchema),
  abilities: FirmAbilitiesSchema,
});
export type FirmDetail = z.infer<typeof FirmDetailSchema>;

/** `GET /firms/bcard/{id}`: the firm's business card. */
export const FirmBusinessCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: FirmLogoSchema,
  firmType: NamedRefSchema.nullable(),
  website: z.string().nullable(),
  /** Absent where the fair hides firms' e-mails, or without a fair. */
  email: z.string().optional(),
});
export type FirmBusinessCard = z.infer<typeof FirmBusinessCardSchema>;

/** `GET /firms/computed/{id}`: counts. */
export const FirmComputedSchema = z.object({
  id: z.number().int(),
  users: z.number().int(),
  standAdmins: z.number().int(),
  standContacts: z.number().int(),
  fairs: z.number().int(),
  /** Booths of the firm (in every fair). */
  stands: z.number().int(),
});
export type FirmComputed = z.infer<typeof FirmComputedSchema>;

/** How a user of `GET /firms/{id}/all-users` relates to the firm. */
export const FIRM_USER_RELATIONS = ['member', 'organizer', 'super'] as const;
export type FirmUserRelation = (typeof FIRM_USER_RELATIONS)[number];

/** `GET /firms/{id}/all-users`: the firm's members, its fairs' organizers and the super roles. */
export const FirmUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobTitle: z.string().nullable(),
  roles: z.array(z.string()),
  userType: z.number().int(),
  relation: z.enum(FIRM_USER_RELATIONS),
});
export type FirmUser = z.infer<typeof FirmUserSchema>;

const sectorIds = z
  .array(z.number({ error: 'invalid_type' }).int().positive({ error: 'invalid_value' }))
  .max(FIRM_SECTORS_MAX, { error: 'too_big' })
  .refine((l) => new Set(l).size === l.length, { error: 'invalid_value' });

/** The profile fields an organizer sets at creation and the firm's stand admins edit later. */
const firmProfileShape = {
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(FIRM_NAME_MAX, { error: 'too_long' }),
  firmType: z.number({ error: 'invalid_type' }).int().positive({ error: 'invalid_value' }).nullable(),
  sectors: sectorIds,
  address: optionalText(255),
  phone: optionalText(40),
  email: EmailSchema.nullable(),
  /** §5 url rule; links without a scheme are normalised to https://. */
  website: UrlSchema.nullable(),
  /** Plain text (line breaks kept); never rendered as HTML. */
  description: optionalText(FIRM_DESCRIPTION_MAX),
  isVisible: z.boolean({ error: 'invalid_type' }),
};

/** `POST /firms` (organizer): the firm and the fair it exhibits at. */
export const FirmCreateSchema = z
  .object({
    name: firmProfileShape.name,
    firmType: firmProfileShape.firmType.default(null),
    sectors: firmProfileShape.sectors.default([]),
    address: firmProfileShape.address.default(null),
    phone: firmProfileShape.phone.default(null),
    email: firmProfileShape.email.default(null),
    website: firmProfileShape.website.default(null),
    description: firmProfileShape.description.default(null),
    isVisible: firmProfileShape.isVisible.default(true),
    fair: z.number({ error: 'required' }).int().positive({ error: 'invalid_value' }),
  })
  .strict();
export type FirmCreate = z.input<typeof FirmCreateSchema>;

/**
 * `PUT /firms/{id}`: partial (ADR 002); the fair links are `/fair_firms`. `isVisible` is the
 * organizer's (403 for a stand admin).
 */
export const FirmUpdateSchema = updateSchemaOf(FirmCreateSchema.omit({ fair: true }));
export type FirmUpdate = z.input<typeof FirmUpdateSchema>;

const nameFilter = text(100).optional();

/** `GET /firms` and `GET /firms/select-input`. */
export const FirmListQuerySchema = PaginationQuerySchema.extend({
  /** Partial match on the name. */
  name: nameFilter,
  fair: id.optional(),
  isVisible: z.enum(['true', 'false', '1', '0'], { error: 'invalid_value' }).optional(),
  /** `false`: firms without a booth (in `?fair=` when given), for the assign screen; `true`: with one. */
  'exists[stands]': z.enum(['true', 'false', '1', '0'], { error: 'invalid_value' }).optional(),
  'order[name]': OrderDirectionSchema.optional(),
  'order[id]': OrderDirectionSchema.optional(),
  'order[createdAt]': OrderDirectionSchema.optional(),
});
export type FirmListQuery = z.input<typeof FirmListQuerySchema>;

/** `GET /firms/back/list`. */
export const FirmBackListQuerySchema = FirmListQuerySchema;
export type FirmBackListQuery = z.input<typeof FirmBackListQuerySchema>;

/** `GET /firms/light?fair=`. */
export const FirmLightQuerySchema = PaginationQuerySchema.extend({ fair: id, name: nameFilter });
export type FirmLightQuery = z.input<typeof FirmLightQuerySchema>;

/** `GET /firms/front/list?fair=`: paged with the fair's number of results per page. */
export const FirmFrontListQuerySchema = z.object({
  fair: id,
  page: PaginationQuerySchema.shape.page,
  /** Partial match on the name or the description. */
  search: nameFilter,
  sector: id.optional(),
  firmType: id.optional(),
});
export type FirmFrontListQuery = z.input<typeof FirmFrontListQuerySchema>;

export const FirmFairQuerySchema = z.object({ fair: id });
export const FirmOptionalFairQuerySchema = z.object({ fair: id.optional() });

/** `GET /firms/{id}/all-users`. */
export const FirmUsersQuerySchema = PaginationQuerySchema.extend({
  /** Partial match on first name, last name or e-mail. */
  search: nameFilter,
  relation: z.enum(FIRM_USER_RELATIONS, { error: 'invalid_value' }).optional(),
});
export type FirmUsersQuery = z.input<typeof FirmUsersQuerySchema>;

// Links (§3 "Fair-firm link (fair.id, firm.id); firm-business-sector link").

export const FairFirmSchema = z.object({
  id: z.number().int(),
  fair: z.number().int(),
  firm: z.number().int(),
  createdAt: z.string(),
});
export type FairFirm = z.infer<typeof FairFirmSchema>;
export const FairFirmCreateSchema = z
  .object({
    fair: z.number({ error: 'required' }).int().positive({ error: 'invalid_value' }),
    firm: z.number({ error: 'required' }).int().positive({ error: 'invalid_value' }),
  })
  .strict();
export const FairFirmQuerySchema = PaginationQuerySchema.extend({
  fair: id.optional(),
  'fair.id': id.optional(),
  firm: id.optional(),
  'firm.id': id.optional(),
});

export const FirmBusinessSectorSchema = z.object({
  id: z.number().int(),
  firm: z.number().int(),
  sector: z.number().int(),
});
export type FirmBusinessSector = z.infer<typeof FirmBusinessSectorSchema>;
export const FirmBusinessSectorCreateSchema = z
  .object({
    firm: z.number({ error: 'required' }).int().positive({ error: 'invalid_value' }),
    sector: z.number({ error: 'required' }).int().positive({ error: 'invalid_value' }),
  })
  .strict();
export const FirmBusinessSectorQuerySchema = PaginationQuerySchema.extend({
  firm: id.optional(),
  'firm.id': id.optional(),
  sector: id.optional(),
  'sector.id': id.optional(),
});
