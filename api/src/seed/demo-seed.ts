import { ROLES, USER_TYPES, type HeaderButton, type Role } from '@passerelle/contract';
import type { Db } from '../db/client.ts';
import { buildFair, buildFirm, buildUser } from './factories.ts';
import { seedDemoFirms } from './demo-firms.ts';
import { seedDemoJobOffers } from './demo-job-offers.ts';
import { seedDemoJobApplications } from './demo-job-applications.ts';
import { seedDemoHalls } from './demo-halls.ts';
import { seedDemoStands } from './demo-stands.ts';
import type { Storage } from '../platform/storage/index.ts';
import { seedDemoJobProfiles } from './demo-job-profiles.ts';
import { seedDemoBilling } from './demo-billing.ts';
import { seedDemoConversations } from './demo-conversations.ts';

export const DEMO_PASSWORD = 'Demo2026!';

const allow = (roles: Role[], statuses: number[]): HeaderButton['access'] =>
  Object.fromEntries(
    roles.map((r) => [
      r,
      {
        '1': statuses.includes(1),
        '2': statuses.includes(2),
        '3': statuses.includes(3),
        '4': statuses.includes(4),
      },
    ]),
  );
const EVERYONE = Object.values(ROLES);
const names = (fr: string, en: string, nl: string, de: string, es: string) => ({
  fr: { name: fr },
  en: { name: en },
  nl: { name: nl },
  de: { name: de },
  es: { name: es },
});

/**
 * The demo of the README: two fairs, one login per role (`<role>@demo.test`, password Demo2026!).
 * With a media storage the booths also get their generated posters and brochures.
 */
export const seedDemo = async (db: Db, storage?: Storage) => {
  const quebec = await buildFair(db, {
    name: 'Salon Recrutement Santé Québec 2026',
    homepage: 'sante-quebec-2026',
    status: 2,
    timezone: 'America/Toronto',
    startDate: new Date('2026-11-24T14:00:00Z'),
    endDate: new Date('2026-11-26T22:00:00Z'),
    homepageJson: {
      fr: {
        headerType: 'banner',
        title: 'Soigner au Québec',
        subtitle:
          'Rencontrez les établissements de santé et de services sociaux qui recrutent des infirmières, préposés et travailleurs sociaux.',
      },
      en: {
        headerType: 'banner',
        title: 'Care in Québec',
        subtitle:
          'Meet the health and social-service employers hiring nurses, care aides and social workers.',
      },
      nl: {
        headerType: 'banner',
        title: 'Zorgen in Québec',
        subtitle:
          'Ontmoet de zorg- en welzijnsinstellingen die verpleegkundigen, zorgkundigen en maatschappelijk werkers aanwerven.',
      },
      de: {
        headerType: 'banner',
        title: 'Pflegen in Québec',
        subtitle:
          'Treffen Sie Gesundheits- und Sozialeinrichtungen, die Pflegekräfte, Pflegehelfer und Sozialarbeiter einstellen.',
      },
      es: {
        headerType: 'banner',
        title: 'Cuidar en Quebec',
        subtitle:
          'Conozca a los empleadores de salud y servicios sociales que contratan enfermeras, auxiliares y trabajadores sociales.',
      },
    },
    languageCodes: ['fr', 'en', 'es'],
    isUsingJobModule: true,
    isApplyingWhoSafeguards: true,
    isUsingConferenceModule: true,
    isUsingDirectMessageModule: true,
    numberMaxOrganizer: 5,
    numberMaxUser: 5000,
    buttons: [
      {
        translations: names('Accueil', 'Home', 'Home', 'Startseite', 'Inicio'),
        link: '/',
        access: allow(EVERYONE, [1, 2, 3, 4]),
      },
      {
        translations: names(
          'Espace candidat',
          'Candidate area',
          'Kandidatenruimte',
          'Bewerberbereich',
          'Espacio del candidato',
        ),
        link: '/user/manage',
        requiresLogin: true,
        access: allow(EVERYONE, [2, 3]),
      },
      {
        translations: names(
          'Le Québec recrute',
          'Québec is hiring',
          'Québec werft aan',
          'Québec stellt ein',
          'Quebec contrata',
        ),
        link: 'https://www.quebec.ca/emploi',
        linkType: 'external',
        target: '_blank',
        access: allow(EVERYONE, [1, 2, 3, 4]),
      },
    ],
  });
  const belgium = await buildFair(db, {
    name: 'Salon Soins & Social Belgique 2026',
    homepage: 'soins-belgique-2026',
    status: 1,
    timezone: 'Europe/Brussels',
    startDate: new Date('2027-03-09T08:00:00Z'),
    endDate: new Date('2027-03-11T17:00:00Z'),
    homepageJson: {
      fr: {
        headerType: 'banner',
        title: 'Prendre soin en Belgique',
        subtitle: 'Hôpitaux, maisons de repos et services sociaux belges vous attendent.',
      },
      en: {
        headerType: 'banner',
        title: 'Caring in Belgium',
        subtitle: 'Belgian hospitals, care homes and social services are waiting for you.',
      },
      nl: {
        headerType: 'banner',
        title: 'Zorg dragen in België',
        subtitle: 'Belgische ziekenhuizen, woonzorgcentra en sociale diensten verwachten u.',
      },
      de: {
        headerType: 'banner',
        title: 'Pflege in Belgien',
        subtitle: 'Belgische Krankenhäuser, Pflegeheime und Sozialdienste erwarten Sie.',
      },
      es: {
        headerType: 'banner',
        title: 'Cuidar en Bélgica',
        subtitle: 'Hospitales, residencias y servicios sociales belgas le esperan.',
      },
    },
    languageCodes: ['fr', 'nl', 'de', 'en'],
    isUsingJobModule: true,
    isUsingConferenceModule: true,
    isUsingDirectMessageModule: false,
    isHidingEmailUser: true,
    buttons: [
      {
        translations: names('Accueil', 'Home', 'Home', 'Startseite', 'Inicio'),
        link: '/',
        access: allow(EVERYONE, [1, 2, 3, 4]),
      },
      {
        translations: names('Mon espace', 'My area', 'Mijn ruimte', 'Mein Bereich', 'Mi espacio'),
        link: '/user/manage',
        requiresLogin: true,
        // Closed to visitors while the fair is in preparation: the link stays inert for them.
        access: {
          ...allow(EVERYONE, [1, 2, 3]),
          [ROLES.VISITOR]: { '1': false, '2': true, '3': true, '4': false },
        },
      },
    ],
  });
  const both = [quebec.id, belgium.id];
  const firm = await buildFirm(db, {
    name: 'Centre intégré de santé des Deux-Rives',
    email: 'recrutement@deux-rives.example',
    website: 'https://deux-rives.test',
    description: 'Hôpital régional et réseau de CHSLD en Montérégie.',
  });
  const people: [string, Role, string, string, Partial<Parameters<typeof buildUser>[1]>][] = [
    ['superadmin', ROLES.SUPER_ADMIN, 'Hélène', 'Tremblay', {}],
    ['superorganizer', ROLES.SUPER_ORGANIZER, 'Jan', 'De Smet', { locale: 'nl' }],
    ['organizer', ROLES.ORGANIZER, 'Sophie', 'Lambert', { adminOf: both }],
    ['clusteradmin', ROLES.CLUSTER_ADMIN, 'Mathieu', 'Gagnon', {}],
    [
      'exhibitor',
      ROLES.EXHIBITOR,
      'Nadia',
      'Benali',
      {
        firmId: firm.id,
        userType: USER_TYPES.STAND_ADMIN,
        jobTitle: 'Conseillère en recrutement international',
        fairIds: both,
      },
    ],
    [
      'contact',
      ROLES.EXHIBITOR,
      'Lukas',
      'Peeters',
      {
        firmId: firm.id,
        userType: USER_TYPES.STAND_CONTACT,
        jobTitle: 'Infirmier chef',
        fairIds: both,
        locale: 'nl',
      },
    ],
    [
      'visitor',
      ROLES.VISITOR,
      'Amina',
      'Diallo',
      { jobTitle: 'Infirmière', fairIds: both, waitingIn: [belgium.id] },
    ],
    ['speaker', ROLES.SPEAKER, 'Carlos', 'Ruiz', { locale: 'es', fairIds: both }],
    ['moderator', ROLES.MODERATOR, 'Ingrid', 'Vermeulen', { locale: 'nl', fairIds: both }],
    ['press', ROLES.PRESS, 'Julie', 'Martin', { fairIds: [quebec.id] }],
  ];
  const logins: string[] = [];
  for (const [key, role, firstName, lastName, extra] of people) {
    const email = `${key}@demo.test`;
    await buildUser(db, { email, role, firstName, lastName, password: DEMO_PASSWORD, ...extra });
    logins.push(email);
  }
  await seedDemoFirms(db, { quebecId: quebec.id, belgiumId: belgium.id, firmId: firm.id });
  await seedDemoHalls(db, { quebecId: quebec.id, belgiumId: belgium.id });
  await seedDemoStands(db, { quebecId: quebec.id, belgiumId: belgium.id, storage });
  await seedDemoBilling(db, { quebecId: quebec.id, belgiumId: belgium.id });
  await seedDemoJobOffers(db, { quebecId: quebec.id, belgiumId: belgium.id, firmId: firm.id });
  await seedDemoJobProfiles(db, {
    quebecId: quebec.id,
    belgiumId: belgium.id,
    storage,
    password: DEMO_PASSWORD,
  });
  // After the candidate profiles: their applications to the demo firm, one in each status.
  await seedDemoJobApplications(db, { quebecId: quebec.id, firmId: firm.id });
  // After the booths and the candidates: the visitor's booth chat and direct conversation, a New chat.
  await seedDemoConversations(db, { quebecId: quebec.id, firmId: firm.id });
  return { fairs: [quebec, belgium], firm, logins };
};
