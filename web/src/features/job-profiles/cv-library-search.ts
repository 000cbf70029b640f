import type { CvLibraryQuery } from '@passerelle/contract';
import { CEFR_LEVELS } from '@passerelle/contract/lite';
import { integer, languageCode, oneOf, searchParams, type SearchOf } from '../../lib/search-params.ts';

const id = integer();

/**
 * The CV library's filters as they live in the URL (`/jobs/cv/list?function=3&language=fr&minLevel=B2`):
 * anything malformed is dropped rather than failing the page, so a shared or stale link still opens.
 */
export const cvLibrarySearch = searchParams({
  page: integer({ min: 2 }),
  function: id,
  family: id,
  residenceCountry: id,
  language: languageCode,
  minLevel: oneOf(CEFR_LEVELS),
});
export type CvLibrarySearch = SearchOf<typeof cvLibrarySearch>;

export const CV_LIBRARY_PER_PAGE = 20;

/** The URL's filters as the api's query, in the current fair. */
export const toLibraryQuery = (search: CvLibrarySearch, fairId: number): CvLibraryQuery => {
  const { page, ...filters } = search;
  const defined = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
  return { fair: fairId, page: page ?? 1, itemsPerPage: CV_LIBRARY_PER_PAGE, ...defined } as CvLibraryQuery;
};
