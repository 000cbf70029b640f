import { matchOffer, type JobOfferComputed, type Locale, type MatchProfile } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { Doors } from '../../platform/modules/index.ts';
import { createOfferListing } from './job-offers.list.service.ts';
import { createOfferReads } from './job-offers.reads.ts';
import { createOfferWrites } from './job-offers.write.service.ts';

export { FIT_SORT_CAP } from './job-offers.list.service.ts';

/**
 * The offers' use cases, one file per kind: the lists (`job-offers.list.service.ts`), the writes
 * (`job-offers.write.service.ts`), reading one offer here; what they all read is in
 * `job-offers.reads.ts`.
 */
export const createJobOffersService = (
  deps: Pick<AppDeps, 'db' | 'bus'>,
  doors: Pick<Doors, 'jobProfiles'>,
) => {
  const { db } = deps;
  /** The caller's job profile as the match reads it (the profiles module is built after this one). */
  const matchProfileOfActor = async (actor: Actor | null): Promise<MatchProfile | null> =>
    actor ? doors.jobProfiles.matchProfileOf(actor.id) : null;
  const reads = createOfferReads(db);
  const { readable, present, matchOffersOf } = reads;

  const getOffer = async ({
    actor,
    offerId,
    locale,
  }: {
    actor: Actor | null;
    offerId: number;
    locale: Locale;
  }) => {
    await readable(actor, offerId);
    return present(actor, offerId, locale);
  };

  /** `/jobs/computed/{id}`: the offer and the match with the caller's job profile (null without one). */
  const getComputedOffer = async ({
    actor,
    offerId,
    locale,
  }: {
    actor: Actor | null;
    offerId: number;
    locale: Locale;
  }): Promise<JobOfferComputed> => {
    await readable(actor, offerId);
    const [offer, profile, matchOffers] = await Promise.all([
      present(actor, offerId, locale),
      matchProfileOfActor(actor),
      matchOffersOf([offerId]),
    ]);
    const asked = matchOffers.get(offerId);
    return { ...offer, match: profile && asked ? matchOffer(profile, asked) : null };
  };

  return {
    ...createOfferListing(db, reads, matchProfileOfActor),
    getOffer,
    getComputedOffer,
    ...createOfferWrites(deps, reads),
    matchOffersOf,
  };
};
export type JobOffersService = ReturnType<typeof createJobOffersService>;
export type { Db };
