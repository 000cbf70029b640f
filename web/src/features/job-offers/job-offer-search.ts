import { z } from 'zod';
import {
  CEFR_LEVELS,
  JOB_OFFER_STATUSES,
  type JobOfferFairListQuery,
  type JobOfferListQuery,
} from '@passerelle/contract';

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const id = optional(z.coerce.number().int().positive());
const text = optional(
  z.coerce
    .string()
    .trim()
    .max(100)
    .transform((s) => s || undefined),
);

export const OFFER_SORTS = ['recent', 'title', 'start', 'fit'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

/**
 * The offers lists' filters as they live in the URL (anything malformed is dropped). `sort` is a
 * word so that a "fits my profile" sort can join the list later without changing its links.
 */
export const offersSearchSchema = z.object({
  page: optional(z.coerce.number().int().min(2)),
  search: text,
  family: id,
  function: id,
  country: id,
  contractType: id,
  language: optional(z.string().regex(/^[a-z]{2,3}$/)),
  level: optional(z.enum(CEFR_LEVELS)),
  status: optional(z.enum(JOB_OFFER_STATUSES)),
  firm: id,
  sort: optional(z.enum(OFFER_SORTS)),
});
export type OffersSearch = z.output<typeof offersSearchSchema>;

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
