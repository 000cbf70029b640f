import type { User } from '@passerelle/contract';
import type { users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

/** Explicit whitelist: a new column never leaks by default (no password hash, no tokens). */
export const toUserDto = (row: UserRow, fairUsers: { fairId: number; isValidated: number }[]): User => ({
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
  jobProfile: null,
  fairUsers: fairUsers.map((f) => ({ fair: f.fairId, isValidated: f.isValidated })),
  locale: row.locale,
});
