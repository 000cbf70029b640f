import { z } from 'zod';

const id = z.coerce
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .positive({ error: 'invalid_type' });

/** The fair whose participant directory is read (`?fair=`, required). */
export const DirectoryFairQuerySchema = z.object({ fair: id });

/** Filters the public participant list offers (`GET /users/front/list/config`). */
export const DIRECTORY_FILTERS = ['search', 'country', 'userType'] as const;
export type DirectoryFilter = (typeof DIRECTORY_FILTERS)[number];

export const DirectoryConfigSchema = z.object({
  fair: z.number().int(),
  /** Page size of `/users/front/list/{page}`: the fair's number of results per page. */
  itemsPerPage: z.number().int(),
  /** False where the fair hides users' e-mails: the cards carry no e-mail. */
  showsEmail: z.boolean(),
  filters: z.array(
    z.object({
      name: z.enum(DIRECTORY_FILTERS),
      /** The values present in the directory (country ids, user types); absent for free text. */
      options: z.array(z.number().int()).optional(),
    }),
  ),
});
export type DirectoryConfig = z.infer<typeof DirectoryConfigSchema>;

export const DirectoryPageParamsSchema = z.object({
  page: z.coerce
    .number({ error: 'invalid_type' })
    .int({ error: 'invalid_type' })
    .min(1, { error: 'too_small' }),
});

export const DirectoryQuerySchema = DirectoryFairQuerySchema.extend({
  /** Partial match on first name, last name or job title. */
  search: z.string().trim().max(100, { error: 'too_long' }).optional(),
  country: id.optional(),
  userType: z.coerce.number({ error: 'invalid_type' }).int().min(1).max(10).optional(),
});
export type DirectoryQuery = z.input<typeof DirectoryQuerySchema>;
