import type { BusinessCard, User, UserProfileUpdateSchema } from '@passerelle/contract';
import type { z } from 'zod';
import type { users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;
type ProfileInput = z.output<typeof UserProfileUpdateSchema>;

/** Explicit whitelist: a new column never leaks by default (no password hash, no tokens). */
export const toUserDto = (
  row: UserRow,
  fairUsers: { fairId: number; isValidated: number }[],
  /** §4: the job profile when it is complete (`jobProfileRef`), else null. */
  jobProfile: { id: number } | null = null,
): User => ({
  id: row.id,
  email: row.email,
  roles: row.roles,
  firstName: row.firstName,
  lastName: row.lastName,
  displayEmail: row.displayEmail,
  civilStatus: row.civilStatusId,
  jobTitle: row.jobTitle,
  country: row.countryId,
  languages: row.languageIds,
  address: row.address,
  postalCode: row.postalCode,
  city: row.city,
  department: row.department,
  phone: row.phone,
  cell: row.cell,
  birthday: row.birthday,
  socialLinks: row.socialLinks,
  videoconferenceLinks: row.videoconferenceLinks,
  firmType: row.firmTypeId,
  firmValue: row.firmValue,
  website: row.website,
  isAcceptingDiffusion: row.isAcceptingDiffusion,
  isValidated: row.isValidated,
  userType: row.userType,
  firm: row.firmId,
  jobProfile,
  fairUsers: fairUsers.map((f) => ({ fair: f.fairId, isValidated: f.isValidated })),
  locale: row.locale,
});

/** The columns a business card is drawn from (a firm's booth contacts select only these). */
export type BusinessCardRow = Pick<
  UserRow,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'jobTitle'
  | 'email'
  | 'displayEmail'
  | 'phone'
  | 'website'
  | 'countryId'
  | 'languageIds'
  | 'socialLinks'
  | 'videoconferenceLinks'
>;

/**
 * A business card (§2): what others may see; the e-mail only where the fair does not hide it. Also a
 * booth contact's card on the exhibitor page (firms).
 */
export const toBusinessCard = (row: BusinessCardRow, showEmail: boolean): BusinessCard => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  jobTitle: row.jobTitle,
  ...(showEmail && { email: row.displayEmail ?? row.email }),
  phone: row.phone,
  website: row.website,
  country: row.countryId,
  languages: row.languageIds,
  socialLinks: row.socialLinks,
  videoconferenceLinks: row.videoconferenceLinks,
});

/** Profile fields of a PUT body as columns (ids renamed); absent fields stay absent. */
export const profileColumns = (data: ProfileInput) => {
  const { civilStatus, country, languages, firmType, ...rest } = data;
  return {
    ...rest,
    ...(civilStatus !== undefined && { civilStatusId: civilStatus }),
    ...(country !== undefined && { countryId: country }),
    ...(languages !== undefined && { languageIds: languages }),
    ...(firmType !== undefined && { firmTypeId: firmType }),
  };
};
