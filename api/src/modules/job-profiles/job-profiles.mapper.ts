import {
  overallCefrRank,
  type JobProfile,
  type JobProfileFile,
  type JobProfileInput,
} from '@passerelle/contract';
import type { jobProfiles, mediaObjects, StoredProfileLanguage } from '../../db/schema/index.ts';

export type ProfileRow = typeof jobProfiles.$inferSelect;
type MediaRow = typeof mediaObjects.$inferSelect;

/** A stored file as the profile shows it: name, size, type, date; never its storage key. */
export const toFileDto = (row: MediaRow | null | undefined): JobProfileFile | null =>
  row
    ? {
        name: row.originalName ?? (row.mimeType === 'application/pdf' ? 'cv.pdf' : 'photo'),
        size: row.size,
        mimeType: row.mimeType,
        uploadedAt: row.createdAt.toISOString(),
      }
    : null;

/** Explicit whitelist (a new column never leaks). */
export const toProfileDto = (
  row: ProfileRow,
  files: { cv: MediaRow | null; photo: MediaRow | null },
): JobProfile => ({
  id: row.id,
  user: row.userId,
  families: row.familyIds,
  functions: row.functionIds,
  experience: row.experienceId,
  experiences: row.experiences.map((e) => ({
    employer: e.employer,
    function: e.function,
    country: e.country,
    years: e.years,
  })),
  educations: row.educations.map((e) => ({ educationLevel: e.educationLevel, title: e.title, year: e.year })),
  languages: row.languages.map((l) => ({
    language: l.language,
    levels: l.levels,
    certificates: l.certificates,
  })),
  personalQualities: row.personalQualityIds,
  personalSkills: row.personalSkillIds,
  disponibility: row.disponibilityId,
  mobilityCountries: row.mobilityCountryIds,
  mobilityRegions: row.mobilityRegionIds,
  workTransport: row.workTransport,
  residenceCountry: row.residenceCountryId,
  recognition: row.recognition,
  licence: row.licence,
  cv: toFileDto(files.cv),
  photo: toFileDto(files.photo),
  isComplete: row.isComplete,
  updatedAt: row.updatedAt.toISOString(),
});

/** The columns a (partial) input writes. */
export const profileColumns = (input: Partial<JobProfileInput>) => {
  const out: Partial<typeof jobProfiles.$inferInsert> = {};
  if (input.families !== undefined) out.familyIds = input.families;
  if (input.functions !== undefined) out.functionIds = input.functions;
  if (input.experience !== undefined) out.experienceId = input.experience;
  if (input.experiences !== undefined) out.experiences = input.experiences;
  if (input.educations !== undefined) out.educations = input.educations;
  if (input.languages !== undefined)
    out.languages = input.languages.map((l): StoredProfileLanguage => ({
      ...l,
      rank: overallCefrRank(l.levels),
    }));
  if (input.personalQualities !== undefined) out.personalQualityIds = input.personalQualities;
  if (input.personalSkills !== undefined) out.personalSkillIds = input.personalSkills;
  if (input.disponibility !== undefined) out.disponibilityId = input.disponibility;
  if (input.mobilityCountries !== undefined) out.mobilityCountryIds = input.mobilityCountries;
  if (input.mobilityRegions !== undefined) out.mobilityRegionIds = input.mobilityRegions;
  if (input.workTransport !== undefined) out.workTransport = input.workTransport;
  if (input.residenceCountry !== undefined) out.residenceCountryId = input.residenceCountry;
  if (input.recognition !== undefined) out.recognition = input.recognition;
  if (input.licence !== undefined) out.licence = input.licence;
  return out;
};
