import { JobModuleConfigurationSchema } from '@passerelle/contract';
import { JOB_TABLE_SLUGS, type JobTableSlug } from '@passerelle/contract/lite';

/**
 * A fair's `jobModuleConfiguration` (a JSON string, §3) read as the tables it uses. A string that
 * is not the expected JSON reads as no table: the screen then saves a clean one.
 */
export const usedJobTables = (configuration: string): JobTableSlug[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(configuration);
  } catch {
    return [];
  }
  const result = JobModuleConfigurationSchema.safeParse(parsed);
  if (!result.success) return [];
  const used = new Set(result.data.jobTablesList.filter((e) => e.value).map((e) => e.slug));
  return JOB_TABLE_SLUGS.filter((slug) => used.has(slug));
};

/** The JSON string saved for the chosen tables: every table listed, with whether the fair uses it. */
export const jobModuleConfigurationOf = (used: readonly string[]): string =>
  JSON.stringify({ jobTablesList: JOB_TABLE_SLUGS.map((slug) => ({ slug, value: used.includes(slug) })) });
