import type { JobOfferFairListQuery, JobOfferListQuery } from '@passerelle/contract';
import { CEFR_LEVELS, JOB_OFFER_STATUSES } from '@passerelle/contract/lite';
import { integer, languageCode, oneOf, searchParams, text, type SearchOf } from '../../lib/search-params.ts';

const id = integer();

export const OFFER_SORTS = ['recent', 'title', 'start', 'fit'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

/**
 * The offers lists' filters as they live in the URL (anything malformed is dropped). `sort` is a
 * word so that a "fits my profile" sort can join the list later without changing its links.
 */
export const offersSearch = searchParams({
  page: integer({ min: 2 }),
  search: text(),
  family: id,
  function: id,
  country: id,
  contractType: id,
  language: languageCode,
  level: oneOf(CEFR_LEVELS),
  status: oneOf(JOB_OFFER_STATUSES),
  firm: id,
  sort: oneOf(OFFER_SORTS),
});
export type OffersSearch = SearchOf<typeof offersSearch>;

export const OFFERS_PER_PAGE = 12;

const ORDER: Record<
  OfferSort,
  Pick<JobOfferListQuery, 'order[publishedAt]' | 'order[title]' | 'order[startDate]' | 'order[fit]'>
> = {
  recent: { 'order[publishedAt]': 'desc' },
  title: { 'order[title]': 'asc' },
  start: { 'order[startDate]': 'asc' },
  // Best fit first for the candidate's profile; the newest first among equal scores.
  fit: { 'order[fit]': 'desc', 'order[publishedAt]': 'desc' },
};

/** The URL's filters as the api's query, in the given fair. */
export const toOffersQuery = (s: OffersSearch, fair: number): JobOfferListQuery & { fair: number } => ({
  fair,
  page: s.page ?? 1,
  itemsPerPage: OFFERS_PER_PAGE,
  ...(s.search ? { search: s.search } : {}),
  ...(s.family ? { family: s.family } : {}),
  ...(s.function ? { function: s.function } : {}),
  ...(s.country ? { country: s.country } : {}),
  ...(s.contractType ? { contractType: s.contractType } : {}),
  ...(s.language ? { language: s.language } : {}),
  ...(s.language && s.level ? { languageLevel: s.level } : {}),
  ...(s.status ? { status: s.status } : {}),
  ...(s.firm ? { 'firm.id': s.firm } : {}),
  ...ORDER[s.sort ?? 'recent'],
});

export const toFairOffersQuery = (s: OffersSearch, fair: number): JobOfferFairListQuery => ({
  ...toOffersQuery(s, fair),
  fair,
});

export const isFiltered = (s: OffersSearch) =>
  [s.search, s.family, s.function, s.country, s.contractType, s.language, s.status, s.firm].some(
    (v) => v !== undefined,
  );
