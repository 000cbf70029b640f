import { z } from 'zod';

/** Upload limits of the user import (perf-security §B uploads: size → 413, type → 415). */
export const USER_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const USER_IMPORT_MAX_ROWS = 2000;
export const USER_IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type UserImportFormat = (typeof USER_IMPORT_FORMATS)[number];

/** The columns of an import file, in template order. email, firstName and lastName are required. */
export const USER_IMPORT_COLUMNS = ['email', 'firstName', 'lastName', 'userType', 'firm', 'locale'] as const;
export type UserImportColumn = (typeof USER_IMPORT_COLUMNS)[number];
export const USER_IMPORT_REQUIRED_COLUMNS: readonly UserImportColumn[] = ['email', 'firstName', 'lastName'];

/**
 * Header names accepted per column, French and English, compared once normalised (case, accents,
 * spaces, hyphens, underscores, apostrophes and dots ignored): "E-mail", "Prénom", "first_name"…
 */
export const USER_IMPORT_HEADER_ALIASES: Record<UserImportColumn, readonly string[]> = {
  email: ['email', 'e-mail', 'courriel', 'mail', 'adresse e-mail', 'email address'],
  firstName: ['firstName', 'first name', 'prénom', 'given name'],
  lastName: ['lastName', 'last name', 'nom', 'nom de famille', 'family name', 'surname'],
  userType: ['userType', 'user type', 'type', "type d'utilisateur", 'type de compte', 'account type'],
  firm: ['firm', 'firm id', 'exposant', 'id exposant', 'exhibitor', 'exhibitor id', 'structure'],
  locale: ['locale', 'langue', 'language', 'lang'],
};

/** "Prénom" → "prenom", "E-mail" → "email", "Type d’utilisateur" → "typedutilisateur". */
export const normaliseHeader = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\-_.'’]/g, '');

const HEADER_INDEX = new Map<string, UserImportColumn>(
  USER_IMPORT_COLUMNS.flatMap((column) =>
    USER_IMPORT_HEADER_ALIASES[column].map((alias) => [normaliseHeader(alias), column] as const),
  ),
);

/** The column a header names, or null when it is not one of ours (the column is ignored). */
export const columnOfHeader = (header: string): UserImportColumn | null =>
  HEADER_INDEX.get(normaliseHeader(header)) ?? null;

/** `?fair=` of both upload endpoints: the fair the accounts are created in. */
export const UserImportQuerySchema = z.object({
  fair: z.coerce.number({ error: 'required' }).int().positive({ error: 'invalid_value' }),
});
export type UserImportQuery = z.input<typeof UserImportQuerySchema>;

/** The cells of a row as read from the file (trimmed text; empty when absent). */
export const UserImportRowDataSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userType: z.string(),
  firm: z.string(),
  locale: z.string(),
});
export type UserImportRowData = z.infer<typeof UserImportRowDataSchema>;

export const UserImportViolationSchema = z.object({ propertyPath: z.string(), code: z.string() });
export type UserImportViolation = z.infer<typeof UserImportViolationSchema>;

/** One data row: `line` is its line in the CSV (header = 1) or its row number in the sheet. */
export const UserImportRowSchema = z.object({
  line: z.number().int(),
  data: UserImportRowDataSchema,
  violations: z.array(UserImportViolationSchema),
});
export type UserImportRow = z.infer<typeof UserImportRowSchema>;

const CapacitySchema = z.object({
  /** null: the fair sets no maximum. */
  max: z.number().int().nullable(),
  current: z.number().int(),
  /** What the valid rows of the file would add. */
  adding: z.number().int(),
});

/** POST /users/import/preview: every row with its violations; nothing is written. */
export const UserImportPreviewSchema = z.object({
  fair: z.number().int(),
  format: z.enum(USER_IMPORT_FORMATS),
  /** Header cells that name none of our columns: ignored. */
  ignoredColumns: z.array(z.string()),
  rows: z.array(UserImportRowSchema),
  counts: z.object({ total: z.number().int(), valid: z.number().int(), invalid: z.number().int() }),
  /** The fair's maxima, for the whole batch of valid rows. */
  capacity: z.object({ users: CapacitySchema, organizers: CapacitySchema }),
  /** Problems of the batch as a whole (fair maxima): the import would be refused with 409. */
  batchViolations: z.array(UserImportViolationSchema),
});
export type UserImportPreview = z.infer<typeof UserImportPreviewSchema>;

/** POST /users/import: valid rows created in one transaction, each mailed a set-password link. */
export const UserImportResultSchema = z.object({
  fair: z.number().int(),
  created: z.number().int(),
  users: z.array(z.object({ line: z.number().int(), id: z.number().int(), email: z.string() })),
  rejected: z.array(UserImportRowSchema),
});
export type UserImportResult = z.infer<typeof UserImportResultSchema>;
