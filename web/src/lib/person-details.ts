/**
 * A person's details as two screens edit them: the profile (the person) and the organizer's user
 * screen. The form holds strings (ids too, empty meaning "none"); the api takes trimmed text or
 * null and ids as numbers.
 */
export interface PersonDetailsValues {
  civilStatus: string | null;
  firstName: string;
  lastName: string;
  jobTitle: string;
  locale: string;
  displayEmail: string;
  phone: string;
  cell: string;
  address: string;
  postalCode: string;
  city: string;
  department: string;
  country: string | null;
  website: string;
}

/** The same details as the api holds them. */
export interface PersonDetails {
  civilStatus: number | null;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  locale: string;
  displayEmail: string | null;
  phone: string | null;
  cell: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  department: string | null;
  country: number | null;
  website: string | null;
}

export const idOrNull = (id: number | null): string | null => (id === null ? null : String(id));
export const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
export const idValue = (value: string | null): number | null => (value ? Number(value) : null);

/** The form's starting point for a person's details. */
export const personDetailsValues = (person: PersonDetails): PersonDetailsValues => ({
  civilStatus: idOrNull(person.civilStatus),
  firstName: person.firstName,
  lastName: person.lastName,
  jobTitle: person.jobTitle ?? '',
  locale: person.locale,
  displayEmail: person.displayEmail ?? '',
  phone: person.phone ?? '',
  cell: person.cell ?? '',
  address: person.address ?? '',
  postalCode: person.postalCode ?? '',
  city: person.city ?? '',
  department: person.department ?? '',
  country: idOrNull(person.country),
  website: person.website ?? '',
});

/** What the api receives for a person's details (before the schema's own transforms). */
export const personDetailsBody = (values: PersonDetailsValues): PersonDetails => ({
  civilStatus: idValue(values.civilStatus),
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  jobTitle: textOrNull(values.jobTitle),
  locale: values.locale,
  displayEmail: textOrNull(values.displayEmail),
  phone: textOrNull(values.phone),
  cell: textOrNull(values.cell),
  address: textOrNull(values.address),
  postalCode: textOrNull(values.postalCode),
  city: textOrNull(values.city),
  department: textOrNull(values.department),
  country: idValue(values.country),
  website: textOrNull(values.website),
});

/** What `changedBody` needs of a schema: one parser per field. */
type FieldParsers = Record<string, { safeParse: (value: unknown) => { success: boolean; data?: unknown } }>;

/**
 * The fields of `after` that differ from `before`, each compared as the server will store it (the
 * schema's transforms applied when valid: `example.org` → `https://example.org`, e-mails
 * lowercased), so a saved form compares clean. A NaN (an id typed wrong) always differs.
 */
export const changedBody = <B extends object>(
  shape: FieldParsers,
  keys: readonly (keyof B & string)[],
  before: B,
  after: B,
): Partial<B> => {
  const canonical = (key: string, value: unknown): string => {
    if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
    const parsed = shape[key]?.safeParse(value);
    return JSON.stringify(parsed?.success ? parsed.data : value);
  };
  const changes: Partial<B> = {};
  for (const key of keys)
    if (canonical(key, after[key]) !== canonical(key, before[key])) changes[key] = after[key];
  return changes;
};
