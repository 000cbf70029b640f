import { listFilters, resourceEndpoints } from '../http/resource.ts';
import * as S from './schemas.ts';

const { text, id, existsFlag, byName: order, byPosition: positioned } = listFilters;

const named = (path: string) =>
  resourceEndpoints({
    path,
    tag: 'jobs',
    schema: S.JobNamedSchema,
    createSchema: S.JobNamedCreateSchema,
    filters: { name: text, ...order },
  });
const ordered = (path: string) =>
  resourceEndpoints({
    path,
    tag: 'jobs',
    schema: S.JobPositionedSchema,
    createSchema: S.JobPositionedCreateSchema,
    filters: { name: text, ...positioned },
  });

/** §3/§7 the job module's reference tables (`/jobs/table/*` screens): anyone reads, super admin writes. */
export const areas = named('/job_areas');
export const personalQualities = named('/job_personal_qualities');
export const personalSkills = named('/job_personal_skills');
export const contractTypes = ordered('/job_contract_types');
export const disponibilities = ordered('/job_disponibilities');
export const experiences = ordered('/job_experiences');
export const functionLevels = ordered('/job_function_levels');
export const languageLevels = ordered('/job_language_levels');
/**
 * §2/§7 the legacy job reference lists (`/job/{slug}` screens), on the spec's paths (§7 names
 * `/categories`, `/characteristics`, `/contract_types`, `/work_transports` "and the other job
 * reference lists"): anyone reads, super admin writes.
 */
export const categories = named('/categories');
export const characteristics = named('/characteristics');
export const legacyContractTypes = named('/contract_types');
export const cvTreatments = named('/job_cv_treatments');
export const workTransports = named('/work_transports');
/** §7 "Education levels: ?country.id={id}". */
export const educationLevels = resourceEndpoints({
  path: '/job_education_levels',
  tag: 'jobs',
  schema: S.JobEducationLevelSchema,
  createSchema: S.JobEducationLevelCreateSchema,
  filters: { name: text, country: id, 'country.id': id, ...positioned },
});
export const families = resourceEndpoints({
  path: '/job_families',
  tag: 'jobs',
  schema: S.JobFamilySchema,
  createSchema: S.JobFamilyCreateSchema,
  filters: {
    name: text,
    parent: id,
    'parent.id': id,
    'exists[parent]': existsFlag,
    ...order,
  },
});
export const functions = resourceEndpoints({
  path: '/job_functions',
  tag: 'jobs',
  schema: S.JobFunctionSchema,
  createSchema: S.JobFunctionCreateSchema,
  filters: { name: text, family: id, 'family.id': id, iscoCode: text, ...order },
});
/** The WHO safeguards list (ethical recruitment): anyone reads, the super admin updates it. */
export const safeguardedCountries = resourceEndpoints({
  path: '/job_safeguarded_countries',
  tag: 'jobs',
  schema: S.JobSafeguardedCountrySchema,
  createSchema: S.JobSafeguardedCountryCreateSchema,
  filters: { country: id, 'country.id': id, edition: text },
});
