import { eq } from 'drizzle-orm';
import { hallMapKey, MEDIA_TYPES, ROLES, USER_TYPES } from '@passerelle/contract';
import type { Db } from '../../src/db/client.ts';
import {
  billingConfigurations,
  billingInvoices,
  billingStandPrices,
  businessSectors,
  conversationMessages,
  conversationParticipants,
  conversations,
  fairMutes,
  messageReports,
  regions,
  jobOfferFairs,
  jobOfferLanguages,
  jobOffers,
  elements,
  fairEmails,
  fairFirms,
  firmJoinRequests,
  fairHallConfigurations,
  fairHalls,
  fairLegalPages,
  firmBusinessSectors,
  jobApplicationEvents,
  jobApplications,
  jobProfileDiffusions,
  jobProfiles,
  firms,
  headerButtons,
  mediaObjects,
  notificationPreferences,
  notifications,
  registrationForms,
  standAdmins,
  standContacts,
  standLanguages,
  standResources,
  stands,
  visioRooms,
  interviewSlots,
  boothQueueEntries,
} from '../../src/db/schema/index.ts';
import { buildFair, buildFirm, buildUser } from '../factories.ts';

/**
 * The target world of the access walk: fair A (private: no public access, e-mails hidden) with a
 * hall, its configuration, a map element, firm X's booth with content, resources and media, a
 * fair e-mail, a header button; firm X linked to fair A only, with a stand admin and a stand
 * contact; a validated visitor and an organizer of fair A. Every private text carries a marker
 * (`walksecret-<what>`): a foreign actor must never get one back. Fair A's public fields (name,
 * homepage, homepage texts, header buttons: permissions.md "fairs: anyone (public fields)") carry
 * none on purpose.
 */

export const MARKER = 'walksecret-';

/**
 * Rows that answer with ids only (a link, an element, a configuration) cannot carry a text
 * marker, so every private row of the world gets an id from this range (serial ids stay far
 * below it): an answer holding one of these numbers holds the row. Fair A's id is public.
 */
export const SECRET_ID_BASE = 7_770_000;
const SECRET_IDS = {
  organizerA: 1,
  visitorA: 2,
  firmX: 3,
  fairFirm: 4,
  firmSector: 5,
  standAdminX: 6,
  contactX: 7,
  logo: 8,
  hallImage: 9,
  hall: 10,
  hallConfiguration: 11,
  poster: 12,
  boothImage: 13,
  booth: 14,
  element: 15,
  standContact: 16,
  fairEmail: 17,
  brochure: 18,
  applicantA: 19,
  joinRequest: 20,
  billingConfiguration: 21,
  standPrice: 22,
  invoice: 23,
  offerPublished: 24,
  offerDraft: 25,
  jobProfile: 26,
  cv: 27,
  jobApplication: 28,
  notification: 29,
  conversationDirect: 30,
  conversationBooth: 31,
  message: 32,
  boothQuestion: 33,
  boothAnswer: 34,
  messageReport: 35,
  visioRoom: 36,
  interviewSlot: 37,
  queueEntry: 38,
} as const;
const idOf = (what: keyof typeof SECRET_IDS) => SECRET_ID_BASE + SECRET_IDS[what];
/** `7770014` → `#booth`, as the walk reports leaks. */
export const secretIdName = (id: number) => {
  const entry = Object.entries(SECRET_IDS).find(([, n]) => SECRET_ID_BASE + n === id);
  return entry ? `#${entry[0]}` : undefined;
};
const m = (what: string) => `${MARKER}${what}`;
const mail = (what: string) => `${MARKER}${what}-mail-${process.pid}@walk.example`;

let mediaSeq = 0;
const insertMedia = async (db: Db, what: keyof typeof SECRET_IDS, uploadedBy: number) => {
  mediaSeq += 1;
  const [row] = await db
    .insert(mediaObjects)
    .values({
      id: idOf(what),
      filePath: `wa/${m(what.toLowerCase())}-${process.pid}-${mediaSeq}.png`,
      thumbnailPath: `wa/${m(what.toLowerCase())}-${process.pid}-${mediaSeq}-thumb.webp`,
      type: MEDIA_TYPES.image,
      mimeType: 'image/png',
      size: 1234,
      width: 512,
      height: 512,
      originalName: `${m(what.toLowerCase())}.png`,
      uploadedBy,
    })
    .returning();
  return row!;
};

export const buildTargetWorld = async (db: Db) => {
  const fairA = await buildFair(db, {
    isPublicAccess: false,
    isUsingJobModule: true,
    isUsingDirectMessageModule: true,
    isHidingEmailUser: true,
    isHidingEmailFirm: true,
    buttons: [
      {
        translations: { fr: { name: 'Programme' } },
        link: '/programme',
        requiresLogin: true,
      },
    ],
  });
  const [button] = await db.select().from(headerButtons).where(eq(headerButtons.fairId, fairA.id));
  // Fair A's own legal notice: public by design (no marker), there so that a foreign PUT or DELETE
  // of it would show as a change.
  await db
    .insert(fairLegalPages)
    .values({ fairId: fairA.id, kind: 'notice', locale: 'fr', html: '<p>Mentions légales du salon A</p>' });
  const organizerA = await buildUser(db, {
    id: idOf('organizerA'),
    role: ROLES.ORGANIZER,
    adminOf: [fairA.id],
    email: mail('organizer'),
    firstName: m('organizer-first'),
    lastName: m('organizer-last'),
  });
  const visitorA = await buildUser(db, {
    id: idOf('visitorA'),
    role: ROLES.VISITOR,
    fairIds: [fairA.id],
    email: mail('visitor'),
    firstName: m('visitor-first'),
    lastName: m('visitor-last'),
    jobTitle: m('visitor-job'),
    phone: '+33100000001',
    city: m('visitor-city'),
    // what the registration form asked (custom fields)
    customFields: { customWalk: m('visitor-registration') },
  });

  const [sector] = await db.select().from(businessSectors).limit(1);
  const firmX = await buildFirm(db, {
    id: idOf('firmX'),
    name: m('firm'),
    description: m('firm-description'),
    email: mail('firm'),
    address: m('firm-address'),
    phone: '+33100000002',
    website: 'https://walksecret-firm-site.example',
  });
  const [fairFirm] = await db
    .insert(fairFirms)
    .values({ id: idOf('fairFirm'), fairId: fairA.id, firmId: firmX.id })
    .returning();
  const [firmSector] = await db
    .insert(firmBusinessSectors)
    .values({ id: idOf('firmSector'), firmId: firmX.id, sectorId: sector!.id })
    .returning();
  const standAdminX = await buildUser(db, {
    id: idOf('standAdminX'),
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_ADMIN,
    firmId: firmX.id,
    fairIds: [fairA.id],
    email: mail('standadmin'),
    firstName: m('standadmin-first'),
    lastName: m('standadmin-last'),
  });
  const contactX = await buildUser(db, {
    id: idOf('contactX'),
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_CONTACT,
    firmId: firmX.id,
    fairIds: [fairA.id],
    email: mail('contact'),
    firstName: m('contact-first'),
    lastName: m('contact-last'),
  });
  // Someone of fair A who asked to join firm X (permissions.md "Firms across fairs").
  const applicantA = await buildUser(db, {
    id: idOf('applicantA'),
    role: ROLES.VISITOR,
    fairIds: [fairA.id],
    email: mail('applicant'),
    firstName: m('applicant-first'),
    lastName: m('applicant-last'),
  });
  const [joinRequest] = await db
    .insert(firmJoinRequests)
    .values({
      id: idOf('joinRequest'),
      firmId: firmX.id,
      userId: applicantA.id,
      fairId: fairA.id,
      requestedById: applicantA.id,
    })
    .returning();
  const logo = await insertMedia(db, 'logo', standAdminX.id);
  await db.update(firms).set({ logoId: logo.id }).where(eq(firms.id, firmX.id));

  const hallImage = await insertMedia(db, 'hallImage', organizerA.id);
  const [hall] = await db
    .insert(fairHalls)
    .values({
      id: idOf('hall'),
      fairId: fairA.id,
      letter: 'W',
      numberOfStands: 4,
      translations: { fr: { name: m('hall') }, en: { name: m('hall') } },
      link: 'https://walksecret-hall-link.example',
      overviewImageId: hallImage.id,
    })
    .returning();
  const [hallConfiguration] = await db
    .insert(fairHallConfigurations)
    .values({
      id: idOf('hallConfiguration'),
      fairHallId: hall!.id,
      slots: [1, 2, 3, 4].map((position) => ({ position, x: position * 10, y: 10, width: 8, height: 8 })),
    })
    .returning();

  const poster = await insertMedia(db, 'poster', standAdminX.id);
  const brochure = await insertMedia(db, 'brochure', standAdminX.id);
  const boothImage = await insertMedia(db, 'boothImage', organizerA.id);
  const [booth] = await db
    .insert(stands)
    .values({
      id: idOf('booth'),
      fairId: fairA.id,
      firmId: firmX.id,
      fairHallId: hall!.id,
      number: 1,
      name: m('booth'),
      imageId: boothImage.id,
      contactName: m('booth-contact-name'),
      contactEmail: mail('booth-contact'),
      contactPhone: '+33100000003',
    })
    .returning();
  const [element] = await db
    .insert(elements)
    .values({ id: idOf('element'), type: 8, map: hallMapKey(hall!.id), position: 1, standId: booth!.id })
    .returning();
  const languageRows = await db
    .insert(standLanguages)
    .values(
      ['fr', 'en'].map((language) => ({
        standId: booth!.id,
        language,
        title: m(`booth-title-${language}`),
        infos: `<p>${m(`booth-infos-${language}`)}</p>`,
      })),
    )
    .returning();
  for (const lang of languageRows) {
    await db.insert(standResources).values([
      {
        standLanguageId: lang.id,
        type: 'TYPE_POSTER',
        mediaId: poster.id,
        title: m('poster-title'),
        description: m('poster-description'),
      },
      {
        standLanguageId: lang.id,
        type: 'TYPE_BROCHURE',
        mediaId: brochure.id,
        title: m('brochure-title'),
        description: m('brochure-description'),
      },
      {
        standLanguageId: lang.id,
        type: 'TYPE_VIDEO',
        url: 'https://www.youtube.com/watch?v=walkvideo01',
        title: m('video-title'),
        position: 1,
      },
    ]);
  }
  await db.insert(standAdmins).values({ standId: booth!.id, userId: standAdminX.id });
  const [standContact] = await db
    .insert(standContacts)
    .values({ id: idOf('standContact'), standId: booth!.id, userId: contactX.id })
    .returning();

  const [fairEmail] = await db
    .insert(fairEmails)
    .values({
      id: idOf('fairEmail'),
      fairId: fairA.id,
      code: 'registrationConfirmation',
      translations: { fr: { subject: m('fair-email-subject'), body: m('fair-email-body') } },
    })
    .returning();

  // The stored registration forms ask one optional question: a generated `fields: {}` answers them
  // (the default forms require answers a schema cannot describe).
  await db.insert(registrationForms).values(
    (['visitor', 'exhibitor'] as const).map((formType) => ({
      formType,
      blocks: [
        {
          translations: { fr: { name: 'Profil' } },
          fields: [
            {
              identifier: 'customWalk',
              kind: 'text' as const,
              ref: null,
              required: false,
              dependsOn: null,
              translations: { fr: { label: 'Question' } },
            },
          ],
        },
      ],
    })),
  );

  // Billing: the fair's entity, a booth price and an issued invoice of firm X (its booth left to invoice, so the super admin's control issue succeeds).
  const [billingConfiguration] = await db
    .insert(billingConfigurations)
    .values({
      id: idOf('billingConfiguration'),
      fairId: fairA.id,
      legalName: m('billing-legal-name'),
      address: m('billing-address'),
      taxNumber: m('billing-tax'),
      country: 'FR',
      currency: 'EUR',
      taxRates: [{ country: 'FR', label: m('billing-tax-label'), rate: 20 }],
      nextNumber: 2,
    })
    .returning();
  const [standPrice] = await db
    .insert(billingStandPrices)
    .values({ id: idOf('standPrice'), fairId: fairA.id, price: 777_001 })
    .returning();
  const [invoice] = await db
    .insert(billingInvoices)
    .values({
      id: idOf('invoice'),
      configurationId: billingConfiguration!.id,
      fairId: fairA.id,
      firmId: firmX.id,
      firmName: m('invoice-firm'),
      kind: 'invoice',
      number: 1,
      reference: m('invoice-reference'),
      status: 'issued',
      language: 'fr',
      buyerCountry: 'FR',
      currency: 'EUR',
      seller: { legalName: m('invoice-seller'), address: m('invoice-address'), taxNumber: null },
      lines: [{ stand: booth!.id, label: m('invoice-line'), earlyBird: false, amount: 777_001 }],
      taxes: [{ label: m('invoice-tax'), rate: 20, amount: 155_400 }],
      totalExclTax: 777_001,
      totalTax: 155_400,
      totalInclTax: 932_401,
    })
    .returning();

  // Job offers of firm X in fair A: a published one (fair A is private: members only) and a draft
  // (the firm and the organizer only).
  const offers = await db
    .insert(jobOffers)
    .values(
      (['offerPublished', 'offerDraft'] as const).map((what) => ({
        id: idOf(what),
        firmId: firmX.id,
        status: what === 'offerDraft' ? ('draft' as const) : ('published' as const),
        translations: {
          fr: { title: m(`${what}-title`), description: `<p>${m(`${what}-description`)}</p>` },
        },
        city: m(`${what}-city`),
        recognitionRequired: true,
        recognitionName: { fr: { name: m(`${what}-recognition`) } },
        publishedAt: what === 'offerDraft' ? null : new Date(),
      })),
    )
    .returning();
  await db.insert(jobOfferFairs).values(offers.map((o) => ({ offerId: o.id, fairId: fairA.id })));
  await db.insert(jobOfferLanguages).values(
    offers.map((o) => ({
      offerId: o.id,
      language: 'fr',
      levels: { listening: 'B2', reading: null, speaking: 'B2', writing: null } as const,
      maxRank: 4,
    })),
  );
  const [offerPublished, offerDraft] = offers;
  // A region and its country, for bodies that name both (an offer's place).
  const [region] = await db.select().from(regions).orderBy(regions.id).limit(1);

  // A candidate profile of fair A's visitor, accepting diffusion in fair A, with a private CV
  // (permissions.md "job profiles (CV)": firm X's staff and the organizer of fair A read it).
  const [cv] = await db
    .insert(mediaObjects)
    .values({
      id: idOf('cv'),
      filePath: `private/wa/${m('cv')}-${process.pid}.pdf`,
      type: MEDIA_TYPES.document,
      mimeType: 'application/pdf',
      size: 2048,
      originalName: `${m('cv')}.pdf`,
      uploadedBy: visitorA.id,
    })
    .returning();
  const [jobProfile] = await db
    .insert(jobProfiles)
    .values({
      id: idOf('jobProfile'),
      userId: visitorA.id,
      languages: [
        {
          language: 'fr',
          levels: { listening: 'C1', reading: 'C1', speaking: 'B2', writing: 'B2' },
          certificates: ['TCF'],
          rank: 4,
        },
      ],
      experiences: [{ employer: m('cv-employer'), function: null, country: null, years: 4 }],
      educations: [],
      workTransport: m('cv-transport'),
      recognition: 'in_progress',
      licence: m('cv-licence'),
      cvId: cv!.id,
    })
    .returning();
  await db.insert(jobProfileDiffusions).values({ profileId: jobProfile!.id, fairId: fairA.id });

  // Fair A's visitor applied to firm X's published offer in fair A, and firm X shortlisted it with
  // a message (permissions.md "solicitations": the candidate, firm X's staff, fair A's organizer).
  const [jobApplication] = await db
    .insert(jobApplications)
    .values({
      id: idOf('jobApplication'),
      offerId: offerPublished!.id,
      firmId: firmX.id,
      profileId: jobProfile!.id,
      userId: visitorA.id,
      fairId: fairA.id,
      message: m('application-message'),
      status: 2,
    })
    .returning();
  await db.insert(jobApplicationEvents).values([
    { applicationId: jobApplication!.id, status: 0, changedBy: visitorA.id },
    {
      applicationId: jobApplication!.id,
      status: 2,
      message: m('application-firm-message'),
      changedBy: standAdminX.id,
    },
  ]);

  // Fair A's visitor was told the shortlisting (permissions.md "notifications": read self only).
  const [notification] = await db
    .insert(notifications)
    .values({
      id: idOf('notification'),
      recipientId: visitorA.id,
      kind: 'job.application.status',
      fairId: fairA.id,
      data: {
        fairId: fairA.id,
        applicationId: jobApplication!.id,
        offerId: offerPublished!.id,
        offerTitle: m('notification-offer-title'),
        status: 2,
      },
      sourceKey: m('notification-source'),
    })
    .returning();
  await db
    .insert(notificationPreferences)
    .values({ userId: visitorA.id, kind: 'membership.refused', channel: 'email_digest' });

  // Fair A's visitor talks with the applicant (direct) and asked firm X's booth, answered by its
  // stand contact; she reported the applicant's message; fair A's organizer muted firm X's stand
  // admin (the walk's `userId`)
  // (permissions.md "conversations and direct messages", "booth chat": participants and the
  // firm's staff only; organizers do not read private chats).
  const [conversationDirect, conversationBooth] = await db
    .insert(conversations)
    .values([
      {
        id: idOf('conversationDirect'),
        kind: 'direct',
        fairId: fairA.id,
        startedBy: visitorA.id,
        pairKey: `direct:${Math.min(visitorA.id, applicantA.id)}:${Math.max(visitorA.id, applicantA.id)}`,
      },
      {
        id: idOf('conversationBooth'),
        kind: 'booth',
        fairId: fairA.id,
        standId: booth!.id,
        firmId: firmX.id,
        startedBy: visitorA.id,
        pairKey: `booth:${booth!.id}:${visitorA.id}`,
        status: 'new',
        assignedTo: contactX.id,
      },
    ])
    .returning();
  await db.insert(conversationParticipants).values([
    { conversationId: conversationDirect!.id, userId: visitorA.id },
    { conversationId: conversationDirect!.id, userId: applicantA.id },
    { conversationId: conversationBooth!.id, userId: visitorA.id },
    { conversationId: conversationBooth!.id, userId: contactX.id, role: 'staff' },
  ]);
  const [message] = await db
    .insert(conversationMessages)
    .values([
      {
        id: idOf('message'),
        conversationId: conversationDirect!.id,
        authorId: applicantA.id,
        body: m('message'),
      },
      {
        id: idOf('boothQuestion'),
        conversationId: conversationBooth!.id,
        authorId: visitorA.id,
        body: m('booth-question'),
      },
      {
        id: idOf('boothAnswer'),
        conversationId: conversationBooth!.id,
        authorId: contactX.id,
        fromFirm: true,
        body: m('booth-answer'),
      },
    ])
    .returning();
  await db.insert(messageReports).values({
    id: idOf('messageReport'),
    fairId: fairA.id,
    messageId: message!.id,
    reporterId: visitorA.id,
    reason: m('report-reason'),
  });
  await db
    .insert(fairMutes)
    .values({ fairId: fairA.id, userId: standAdminX.id, mutedBy: organizerA.id, reason: m('mute-reason') });

  // Fair A's visitor is in a video call with the applicant (permissions.md "visio rooms and
  // calls": the two participants only); its address carries the marker.
  const [visioRoom] = await db
    .insert(visioRooms)
    .values({
      id: idOf('visioRoom'),
      uniqid: `${m('visio-room')}-${process.pid}`,
      uniqidExpiresAt: new Date(Date.now() + 24 * 3600 * 1000),
      fairId: fairA.id,
      callerId: visitorA.id,
      receiverId: applicantA.id,
      status: 'active',
      startedAt: new Date(),
      answeredAt: new Date(),
    })
    .returning();

  // Fair A's visitor booked an interview at firm X's booth with its stand contact, from the
  // published offer; an earlier candidate's cancellation message (the firm's side only) carries
  // the marker (issue 13 "Interview slots": the candidate, the firm's staff, the organizer).
  const [interviewSlot] = await db
    .insert(interviewSlots)
    .values({
      id: idOf('interviewSlot'),
      fairId: fairA.id,
      standId: booth!.id,
      firmId: firmX.id,
      hostId: contactX.id,
      startsAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      durationMinutes: 20,
      status: 'booked',
      bookedBy: visitorA.id,
      bookedAt: new Date(),
      jobOfferId: offerPublished!.id,
      cancelledBy: applicantA.id,
      cancelledAt: new Date(),
      cancelMessage: m('interview-cancel-message'),
    })
    .returning();

  // Fair A's applicant waits in the queue of firm X's booth for a call (issue 13 "The booth
  // queue": who waits is the firm's staff's and the organizer's to see); their name carries the marker.
  const [queueEntry] = await db
    .insert(boothQueueEntries)
    .values({
      id: idOf('queueEntry'),
      standId: booth!.id,
      fairId: fairA.id,
      firmId: firmX.id,
      visitorId: applicantA.id,
      kind: 'call',
    })
    .returning();

  return {
    fairA,
    queueEntry: queueEntry!,
    visioRoom: visioRoom!,
    interviewSlot: interviewSlot!,
    conversationDirect: conversationDirect!,
    conversationBooth: conversationBooth!,
    message: message!,
    notification: notification!,
    offerPublished: offerPublished!,
    offerDraft: offerDraft!,
    region: region!,
    jobProfile: jobProfile!,
    jobApplication: jobApplication!,
    cv: cv!,
    button: button!,
    billingConfiguration: billingConfiguration!,
    standPrice: standPrice!,
    invoice: invoice!,
    organizerA,
    visitorA,
    firmX,
    fairFirm: fairFirm!,
    firmSector: firmSector!,
    standAdminX,
    contactX,
    applicantA,
    joinRequest: joinRequest!,
    hall: hall!,
    hallConfiguration: hallConfiguration!,
    element: element!,
    booth: booth!,
    standContact: standContact!,
    poster,
    logo,
    fairEmail: fairEmail!,
  };
};
export type TargetWorld = Awaited<ReturnType<typeof buildTargetWorld>>;

/** The actors of the walk: none belongs to fair A or firm X (the waiting member only waits). */
export const ACTOR_NAMES = [
  'anonymous',
  'visitorB',
  'standAdminY',
  'organizerB',
  'clusterAdmin',
  'waitingA',
] as const;
export type ActorName = (typeof ACTOR_NAMES)[number];

export const buildActors = async (db: Db, world: TargetWorld) => {
  const fairB = await buildFair(db, { isPublicAccess: false });
  const firmY = await buildFirm(db, { name: `Walk firm Y ${process.pid}` });
  await db.insert(fairFirms).values({ fairId: fairB.id, firmId: firmY.id });
  return {
    fairB,
    firmY,
    users: {
      visitorB: await buildUser(db, { role: ROLES.VISITOR, fairIds: [fairB.id] }),
      standAdminY: await buildUser(db, {
        role: ROLES.EXHIBITOR,
        userType: USER_TYPES.STAND_ADMIN,
        firmId: firmY.id,
        fairIds: [fairB.id],
      }),
      organizerB: await buildUser(db, { role: ROLES.ORGANIZER, adminOf: [fairB.id] }),
      clusterAdmin: await buildUser(db, { role: ROLES.CLUSTER_ADMIN }),
      waitingA: await buildUser(db, {
        role: ROLES.VISITOR,
        fairIds: [world.fairA.id],
        waitingIn: [world.fairA.id],
      }),
    } satisfies Record<Exclude<ActorName, 'anonymous'>, unknown>,
    superAdmin: await buildUser(db, { role: ROLES.SUPER_ADMIN }),
  };
};
