import { and, arrayContains, asc, eq } from 'drizzle-orm';
import { JOB_APPLICATION_STATUSES, ROLES } from '@passerelle/contract';
import type { Db } from '../db/client.ts';
import {
  fairUsers,
  jobApplicationEvents,
  jobApplications,
  jobOfferFairs,
  jobOffers,
  jobProfiles,
  users,
} from '../db/schema/index.ts';

/** The firm's message with each status it moves an application to (in French, the fair's language). */
const FIRM_MESSAGES: Record<number, string | null> = {
  1: null,
  2: 'Votre parcours nous intéresse : nous reprendrons contact avec vous cette semaine.',
  3: 'Nous vous proposons un entretien au stand, mardi à 10 h.',
  4: 'Nous avons le plaisir de vous proposer le poste ; le contrat suit par courriel.',
  5: 'Bienvenue dans l’équipe ! Notre équipe d’accueil vous accompagne pour la reconnaissance de votre diplôme.',
  6: 'Merci pour votre candidature ; nous ne pouvons pas y donner suite pour ce poste.',
};

/**
 * Demo applications (issue 11, "applications in every status"): the complete candidate profiles
 * of the Québec fair's validated visitors apply to the demo firm's published offers there, one in
 * each status (0 pending … 6 declined), each with its history. Idempotent (one application per
 * offer and candidate); without complete profiles it seeds nothing.
 */
export const seedDemoJobApplications = async (
  db: Db,
  { quebecId, firmId }: { quebecId: number; firmId: number },
) => {
  const candidates = await db
    .select({ profileId: jobProfiles.id, userId: jobProfiles.userId })
    .from(jobProfiles)
    .innerJoin(users, eq(users.id, jobProfiles.userId))
    .innerJoin(fairUsers, and(eq(fairUsers.userId, users.id), eq(fairUsers.fairId, quebecId)))
    .where(
      and(
        eq(jobProfiles.isComplete, true),
        eq(fairUsers.isValidated, 1),
        arrayContains(users.roles, [ROLES.VISITOR]),
      ),
    )
    .orderBy(asc(jobProfiles.id))
    .limit(JOB_APPLICATION_STATUSES.length);
  const offers = await db
    .select({ id: jobOffers.id })
    .from(jobOffers)
    .innerJoin(
      jobOfferFairs,
      and(eq(jobOfferFairs.offerId, jobOffers.id), eq(jobOfferFairs.fairId, quebecId)),
    )
    .where(and(eq(jobOffers.firmId, firmId), eq(jobOffers.status, 'published')))
    .orderBy(asc(jobOffers.id));
  if (!offers.length) return;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.firmId, firmId), eq(users.email, 'exhibitor@demo.test')));
  for (const [status, c] of candidates.entries()) {
    const [app] = await db
      .insert(jobApplications)
      .values({
        offerId: offers[status % offers.length]!.id,
        firmId,
        profileId: c.profileId,
        userId: c.userId,
        fairId: quebecId,
        message: 'Bonjour, votre offre correspond à mon projet d’installation au Québec.',
        status,
      })
      .onConflictDoNothing()
      .returning();
    if (!app) continue;
    await db.insert(jobApplicationEvents).values([
      { applicationId: app.id, status: 0, changedBy: c.userId },
      ...Array.from({ length: status }, (_, i) => ({
        applicationId: app.id,
        status: i + 1,
        message: i + 1 === status ? FIRM_MESSAGES[status] : null,
        changedBy: admin?.id ?? null,
      })),
    ]);
  }
};
