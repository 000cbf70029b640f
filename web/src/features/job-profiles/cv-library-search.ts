import { z } from 'zod';
import { CEFR_LEVELS, type CvLibraryQuery } from '@passerelle/contract';

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const id = optional(z.coerce.number().int().positive());

/**
 * The CV library's filters as they live in the URL (`/jobs/cv/list?function=3&language=fr&minLevel=B2`):
 * anything malformed is dropped rather than failing the page, so a shared or stale link still opens.
 */
export const cvLibrarySearchSchema = z.object({
  page: optional(z.coerce.number().int().min(2)),
  function: id,
  family: id,
  residenceCountry: id,
  language: optional(z.string().regex(/^[a-z]{2,3}$/)),
  minLevel: optional(z.enum(CEFR_LEVELS)),
});
export type CvLibrarySearch = z.output<typeof cvLibrarySearchSchema>;

export const CV_LIBRARY_PER_PAGE = 20;

/** The URL's filters as the api's query, in the current fair. */
export const toLibraryQuery = (search: CvLibrarySearch, fairId: number): CvLibraryQuery => {
  const { page, ...filters } = search;
  const defined = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
  return { fair: fairId, page: page ?? 1, itemsPerPage: CV_LIBRARY_PER_PAGE, ...defined } as CvLibraryQuery;
};
