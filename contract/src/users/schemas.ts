import { z } from 'zod';

export const FairUserSchema = z.object({
  fair: z.number().int(),
  /** 1 validated, 0 waiting, -1 refused (§4 Account). */
  isValidated: z.number().int(),
});

export const SocialLinksSchema = z.record(z.string(), z.string());

/** §3 User as its owner (or an organizer of a shared fair) sees it. Never carries a password or token. */
export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  roles: z.array(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  displayEmail: z.string().nullable(),
  civilStatus: z.number().int().nullable(),
  jobTitle: z.string().nullable(),
  country: z.number().int().nullable(),
  languages: z.array(z.number().int()),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  department: z.string().nullable(),
  phone: z.string().nullable(),
  cell: z.string().nullable(),
  birthday: z.string().nullable(),
  socialLinks: SocialLinksSchema,
  videoconferenceLinks: SocialLinksSchema,
  firmType: z.number().int().nullable(),
  firmValue: z.string().nullable(),
  website: z.string().nullable(),
  isAcceptingDiffusion: z.boolean(),
  isValidated: z.number().int(),
  userType: z.number().int(),
  firm: z.number().int().nullable(),
  jobProfile: z.object({ id: z.number().int() }).nullable(),
  fairUsers: z.array(FairUserSchema),
  locale: z.string(),
});
export type User = z.infer<typeof UserSchema>;
