import {
  JobProfileInputSchema,
  type JobProfile,
  type JobProfileInput,
  type SkillLevels,
} from '@passerelle/contract';

/** The form's values: the contract's input, as the candidate edits it. */
export type ProfileValues = JobProfileInput;

export const EMPTY_LEVELS: SkillLevels = { listening: null, reading: null, speaking: null, writing: null };

/** The form's starting values: the saved profile, or the contract's defaults for a first one. */
export const profileValues = (profile: JobProfile | null): ProfileValues => {
  if (!profile) return JobProfileInputSchema.parse({});
  return {
    families: profile.families,
    functions: profile.functions,
    experience: profile.experience,
    experiences: profile.experiences,
    educations: profile.educations,
    languages: profile.languages.map((l) => ({
      language: l.language,
      levels: l.levels,
      certificates: l.certificates as ProfileValues['languages'][number]['certificates'],
    })),
    personalQualities: profile.personalQualities,
    personalSkills: profile.personalSkills,
    disponibility: profile.disponibility,
    mobilityCountries: profile.mobilityCountries,
    mobilityRegions: profile.mobilityRegions,
    workTransport: profile.workTransport,
    residenceCountry: profile.residenceCountry,
    recognition: profile.recognition,
    licence: profile.licence,
  };
};

/** Select options from reference entries (`{ id, name }`), sorted as the api sends them. */
export const optionsOf = (list: readonly { id: number; name: string }[] | undefined) =>
  (list ?? []).map((e) => ({ value: String(e.id), label: e.name }));
