import { eq, inArray, sql } from 'drizzle-orm';
import { CEFR_LEVELS, LANGUAGE_SKILLS, type JobOfferStatus, type SkillLevels } from '@passerelle/contract';
import type { Db } from '../db/client.ts';
import {
  countries,
  fairFirms,
  jobContractTypes,
  jobDisponibilities,
  jobEducationLevels,
  jobExperiences,
  jobFamilies,
  jobFunctionLevels,
  jobFunctions,
  jobOfferFairs,
  jobOfferLanguages,
  jobOffers,
  regions,
} from '../db/schema/index.ts';

/**
 * Demo job offers (issue 11): 3 to 4 offers per employer of each demo fair, in the fair's country,
 * with CEFR requirements and the licence needed to practise (OIIQ in Québec, INAMI visa in
 * Belgium). Mostly published; the demo exhibitor's firm also has a draft and a closed offer.
 */

type Levels = Partial<SkillLevels>;
interface Template {
  titles: { fr: string; en: string; nl?: string };
  description: string;
  family: string;
  func: string;
  level: string;
  contract: string;
  experience: string;
  education: string | null;
  disponibility: string;
  posts: number;
  salary: [number, number, 'hour' | 'month' | 'year'];
  languages: { language: string; levels: Levels; certificates: string[] }[];
  recognition: { fr: string; en: string; nl?: string } | null;
  recognitionSupported: boolean;
  immigration: boolean;
  relocation: boolean;
  workMode?: 'on_site' | 'hybrid' | 'remote';
}

const fr = (levels: Levels, certificates = ['TEF', 'TCF', 'DELF', 'DALF']) => ({
  language: 'fr',
  levels,
  certificates,
});
const all = (level: (typeof CEFR_LEVELS)[number]): Levels =>
  Object.fromEntries(LANGUAGE_SKILLS.map((s) => [s, level])) as Levels;

const QUEBEC: Template[] = [
  {
    titles: {
      fr: 'Infirmière clinicienne / infirmier clinicien – médecine et chirurgie',
      en: 'Clinical nurse – medicine and surgery',
    },
    description:
      '<h3>Votre rôle</h3><p>Au sein d’une équipe interdisciplinaire, vous évaluez la condition des patients, planifiez et prodiguez les soins, et accompagnez les familles.</p><h3>Ce que nous offrons</h3><ul><li>Poste permanent à temps complet, quarts de jour ou de soir</li><li>Accompagnement pour le permis de l’OIIQ et l’intégration en emploi</li><li>Aide au logement pendant les 3 premiers mois</li></ul>',
    family: 'Soins infirmiers',
    func: 'Infirmier / infirmière',
    level: 'Professionnel',
    contract: 'CDI',
    experience: '2 à 5 ans',
    education: 'Baccalauréat en sciences infirmières',
    disponibility: 'D’ici 3 mois',
    posts: 6,
    salary: [56000, 98000, 'year'],
    languages: [fr({ listening: 'B2', reading: 'B2', speaking: 'B2', writing: 'B1' })],
    recognition: {
      fr: 'Permis de l’OIIQ (Ordre des infirmières et infirmiers du Québec)',
      en: 'OIIQ licence (Ordre des infirmières et infirmiers du Québec)',
    },
    recognitionSupported: true,
    immigration: true,
    relocation: true,
  },
  {
    titles: {
      fr: 'Préposée / préposé aux bénéficiaires – CHSLD',
      en: 'Patient care attendant – long-term care',
    },
    description:
      '<p>Vous aidez les résidents dans les soins d’hygiène, l’alimentation et la mobilité, avec bienveillance et dans le respect de leurs habitudes de vie.</p><p>Formation d’intégration rémunérée de 4 semaines.</p>',
    family: 'Aide et soins',
    func: 'Aide-soignant / préposé aux bénéficiaires',
    level: 'Assistant / aide',
    contract: 'CDI',
    experience: 'Débutant accepté',
    education: 'DEP – Diplôme d’études professionnelles',
    disponibility: 'Immédiatement',
    posts: 12,
    salary: [24, 29, 'hour'],
    languages: [fr({ listening: 'B1', reading: 'A2', speaking: 'B1', writing: 'A2' })],
    recognition: null,
    recognitionSupported: false,
    immigration: true,
    relocation: true,
  },
  {
    titles: { fr: 'Infirmière auxiliaire / infirmier auxiliaire', en: 'Licensed practical nurse' },
    description:
      '<p>Vous contribuez à l’évaluation, administrez les médicaments et prodiguez les soins et traitements infirmiers en unité de soins de longue durée.</p>',
    family: 'Soins infirmiers',
    func: 'Infirmier auxiliaire / infirmière auxiliaire',
    level: 'Technicien',
    contract: 'CDI',
    experience: 'Moins de 2 ans',
    education: 'DEP – Diplôme d’études professionnelles',
    disponibility: 'D’ici 3 mois',
    posts: 4,
    salary: [26, 36, 'hour'],
    languages: [fr({ listening: 'B2', reading: 'B1', speaking: 'B2', writing: 'B1' })],
    recognition: {
      fr: 'Permis de l’OIIAQ (Ordre des infirmières et infirmiers auxiliaires du Québec)',
      en: 'OIIAQ licence',
    },
    recognitionSupported: true,
    immigration: true,
    relocation: false,
  },
  {
    titles: {
      fr: 'Travailleuse sociale / travailleur social – soutien à domicile',
      en: 'Social worker – home support',
    },
    description:
      '<p>Vous évaluez la situation psychosociale des usagers et de leurs proches, coordonnez les services et intervenez en situation de crise.</p>',
    family: 'Travail social',
    func: 'Assistant de service social / travailleur social',
    level: 'Professionnel',
    contract: 'CDD',
    experience: '2 à 5 ans',
    education: null,
    disponibility: 'D’ici 6 mois',
    posts: 2,
    salary: [52000, 90000, 'year'],
    languages: [fr({ listening: 'C1', reading: 'C1', speaking: 'C1', writing: 'B2' })],
    recognition: {
      fr: 'Permis de l’OTSTCFQ (Ordre des travailleurs sociaux et des thérapeutes conjugaux et familiaux du Québec)',
      en: 'OTSTCFQ licence',
    },
    recognitionSupported: false,
    immigration: false,
    relocation: false,
    workMode: 'hybrid',
  },
  {
    titles: { fr: 'Infirmière / infirmier en soins intensifs', en: 'Intensive care nurse' },
    description:
      '<p>Soins critiques adultes, 14 lits. Vous assurez la surveillance clinique et la gestion des situations d’urgence avec l’équipe médicale.</p>',
    family: 'Soins infirmiers',
    func: 'Infirmier en soins intensifs',
    level: 'Spécialiste',
    contract: 'CDI',
    experience: '5 à 10 ans',
    education: 'Baccalauréat en sciences infirmières',
    disponibility: 'D’ici 3 mois',
    posts: 3,
    salary: [62000, 104000, 'year'],
    languages: [
      fr(all('B2')),
      { language: 'en', levels: { listening: 'B1', reading: 'B1' }, certificates: ['IELTS', 'OET'] },
    ],
    recognition: {
      fr: 'Permis de l’OIIQ (Ordre des infirmières et infirmiers du Québec)',
      en: 'OIIQ licence',
    },
    recognitionSupported: true,
    immigration: true,
    relocation: true,
  },
];

const BELGIUM: Template[] = [
  {
    titles: {
      fr: 'Infirmier·ère responsable de soins généraux – hospitalisation',
      en: 'Registered nurse – inpatient wards',
      nl: 'Verpleegkundige verantwoordelijk voor algemene zorg – hospitalisatie',
    },
    description:
      '<p>Vous prenez en charge un groupe de patients en unité de médecine interne, en collaboration avec les médecins et les paramédicaux.</p><ul><li>Contrat à durée indéterminée, temps plein ou 4/5</li><li>Accompagnement pour le visa INAMI et l’enregistrement au SPF Santé publique</li></ul>',
    family: 'Soins infirmiers',
    func: 'Infirmier / infirmière',
    level: 'Professionnel',
    contract: 'CDI',
    experience: '2 à 5 ans',
    education: 'Bachelier infirmier responsable de soins généraux',
    disponibility: 'D’ici 3 mois',
    posts: 5,
    salary: [2900, 4300, 'month'],
    languages: [fr({ listening: 'B2', reading: 'B2', speaking: 'B2', writing: 'B1' })],
    recognition: {
      fr: 'Visa INAMI et enregistrement au SPF Santé publique',
      en: 'INAMI/RIZIV visa and registration with the FPS Public Health',
      nl: 'RIZIV-visum en registratie bij de FOD Volksgezondheid',
    },
    recognitionSupported: true,
    immigration: true,
    relocation: true,
  },
  {
    titles: {
      fr: 'Aide-soignant·e – maison de repos et de soins',
      en: 'Care assistant – nursing home',
      nl: 'Zorgkundige – woonzorgcentrum',
    },
    description:
      '<p>Vous accompagnez les résidents dans les actes de la vie quotidienne, sous la responsabilité de l’infirmier·ère en chef.</p>',
    family: 'Aide et soins',
    func: 'Aide-soignant / préposé aux bénéficiaires',
    level: 'Assistant / aide',
    contract: 'CDI',
    experience: 'Débutant accepté',
    education: 'CESS',
    disponibility: 'Immédiatement',
    posts: 8,
    salary: [2300, 2900, 'month'],
    languages: [fr({ listening: 'B1', reading: 'A2', speaking: 'B1', writing: 'A2' })],
    recognition: {
      fr: 'Enregistrement comme aide-soignant (SPF Santé publique)',
      en: 'Registration as a care assistant (FPS Public Health)',
      nl: 'Registratie als zorgkundige (FOD Volksgezondheid)',
    },
    recognitionSupported: true,
    immigration: false,
    relocation: false,
  },
  {
    titles: {
      fr: 'Assistant·e social·e – service de santé mentale',
      en: 'Social worker – mental health service',
      nl: 'Maatschappelijk werker – dienst geestelijke gezondheid',
    },
    description:
      '<p>Accueil, évaluation sociale et orientation des patients et de leurs proches ; travail en réseau avec les CPAS.</p>',
    family: 'Travail social',
    func: 'Assistant de service social / travailleur social',
    level: 'Professionnel',
    contract: 'CDD',
    experience: '2 à 5 ans',
    education: null,
    disponibility: 'D’ici 1 mois',
    posts: 1,
    salary: [2800, 3800, 'month'],
    languages: [fr({ listening: 'C1', reading: 'C1', speaking: 'C1', writing: 'B2' })],
    recognition: {
      fr: 'Équivalence du diplôme (Fédération Wallonie-Bruxelles)',
      en: 'Diploma equivalence (Wallonia-Brussels Federation)',
    },
    recognitionSupported: false,
    immigration: false,
    relocation: false,
    workMode: 'hybrid',
  },
  {
    titles: {
      fr: 'Éducateur·rice spécialisé·e – handicap',
      en: 'Special-needs educator – disability',
      nl: 'Opvoeder – personen met een handicap',
    },
    description:
      '<p>Vous accompagnez des adultes en situation de handicap dans leur projet de vie, en hébergement et en activités de jour.</p>',
    family: 'Travail social',
    func: 'Éducateur spécialisé',
    level: 'Professionnel',
    contract: 'CDI',
    experience: 'Moins de 2 ans',
    education: null,
    disponibility: 'D’ici 3 mois',
    posts: 2,
    salary: [2600, 3500, 'month'],
    languages: [fr(all('B2'))],
    recognition: null,
    recognitionSupported: false,
    immigration: true,
    relocation: false,
  },
  {
    titles: {
      fr: 'Kinésithérapeute – revalidation',
      en: 'Physiotherapist – rehabilitation',
      nl: 'Kinesitherapeut – revalidatie',
    },
    description: '<p>Revalidation neurologique et orthopédique en hospitalisation et en ambulatoire.</p>',
    family: 'Rééducation et réadaptation',
    func: 'Kinésithérapeute / physiothérapeute',
    level: 'Professionnel',
    contract: 'CDI',
    experience: '2 à 5 ans',
    education: null,
    disponibility: 'D’ici 6 mois',
    posts: 2,
    salary: [3000, 4200, 'month'],
    languages: [
      fr({ listening: 'B2', reading: 'B1', speaking: 'B2', writing: 'B1' }),
      { language: 'nl', levels: { listening: 'B1', speaking: 'A2' }, certificates: ['CNaVT'] },
    ],
    recognition: {
      fr: 'Visa INAMI et agrément de kinésithérapeute',
      en: 'INAMI/RIZIV visa and physiotherapist accreditation',
      nl: 'RIZIV-visum en erkenning als kinesitherapeut',
    },
    recognitionSupported: true,
    immigration: true,
    relocation: true,
  },
];

const PLACES = {
  CA: [
    ['Québec', 'Capitale-Nationale'],
    ['Rimouski', 'Bas-Saint-Laurent'],
    ['Montréal', 'Montréal'],
    ['Sherbrooke', 'Estrie'],
    ['Gatineau', 'Outaouais'],
    ['Saguenay', 'Saguenay–Lac-Saint-Jean'],
  ],
  BE: [
    ['Bruxelles', null],
    ['Liège', null],
    ['Namur', null],
    ['Charleroi', null],
    ['Mons', null],
  ],
} as const;

export const seedDemoJobOffers = async (
  db: Db,
  { quebecId, belgiumId, firmId }: { quebecId: number; belgiumId: number; firmId: number },
) => {
  const byFrName = async (
    table:
      | typeof jobFamilies
      | typeof jobFunctions
      | typeof jobFunctionLevels
      | typeof jobContractTypes
      | typeof jobExperiences
      | typeof jobDisponibilities,
    name: string,
  ) =>
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(sql`${table.translations}->'fr'->>'name' like ${name + '%'}`)
        .limit(1)
    )[0]?.id ?? null;
  const countryOf = async (code: string) =>
    (await db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)))[0]?.id ?? null;
  const regionOf = async (name: string | null) =>
    name
      ? ((await db.select({ id: regions.id }).from(regions).where(eq(regions.name, name)))[0]?.id ?? null)
      : null;
  const educationOf = async (countryId: number | null, name: string | null) =>
    countryId && name
      ? ((
          await db
            .select({ id: jobEducationLevels.id })
            .from(jobEducationLevels)
            .where(
              sql`${jobEducationLevels.countryId} = ${countryId} and ${jobEducationLevels.translations}->'fr'->>'name' like ${name + '%'}`,
            )
            .limit(1)
        )[0]?.id ?? null)
      : null;

  const insertOffer = async (
    t: Template,
    o: {
      firmId: number;
      fairIds: number[];
      code: 'CA' | 'BE';
      place: number;
      status: JobOfferStatus;
      daysAgo: number;
    },
  ) => {
    const countryId = await countryOf(o.code);
    const [city, region] = PLACES[o.code][o.place % PLACES[o.code].length]!;
    const publishedAt = o.status === 'draft' ? null : new Date(Date.now() - o.daysAgo * 86_400_000);
    const currency = o.code === 'CA' ? 'CAD' : 'EUR';
    const translations = {
      fr: { title: t.titles.fr, description: t.description },
      en: { title: t.titles.en, description: '' },
      ...(t.titles.nl ? { nl: { title: t.titles.nl, description: '' } } : {}),
    };
    const [row] = await db
      .insert(jobOffers)
      .values({
        firmId: o.firmId,
        translations,
        status: o.status,
        familyId: await byFrName(jobFamilies, t.family),
        functionId: await byFrName(jobFunctions, t.func),
        functionLevelId: await byFrName(jobFunctionLevels, t.level),
        contractTypeId: await byFrName(jobContractTypes, t.contract),
        experienceId: await byFrName(jobExperiences, t.experience),
        educationLevelId: await educationOf(countryId, t.education),
        disponibilityId: await byFrName(jobDisponibilities, t.disponibility),
        startDate: new Date(Date.now() + (30 + o.place * 15) * 86_400_000).toISOString().slice(0, 10),
        numberOfPosts: t.posts,
        countryId,
        regionId: await regionOf(region),
        city,
        workMode: t.workMode ?? 'on_site',
        salaryMin: t.salary[0],
        salaryMax: t.salary[1],
        salaryCurrency: currency,
        salaryPeriod: t.salary[2],
        recognitionRequired: t.recognition !== null,
        recognitionName: t.recognition
          ? Object.fromEntries(Object.entries(t.recognition).map(([l, name]) => [l, { name }]))
          : null,
        recognitionSupported: t.recognitionSupported,
        immigrationSupport: t.immigration,
        relocationSupport: t.relocation,
        publishedAt,
      })
      .returning({ id: jobOffers.id });
    await db.insert(jobOfferFairs).values(o.fairIds.map((fairId) => ({ offerId: row!.id, fairId })));
    await db.insert(jobOfferLanguages).values(
      t.languages.map((l, position) => {
        const levels: SkillLevels = {
          listening: null,
          reading: null,
          speaking: null,
          writing: null,
          ...l.levels,
        };
        const maxRank = Math.max(
          0,
          ...LANGUAGE_SKILLS.map((s) => (levels[s] ? CEFR_LEVELS.indexOf(levels[s]) + 1 : 0)),
        );
        return {
          offerId: row!.id,
          language: l.language,
          levels,
          certificates: l.certificates,
          maxRank,
          position,
        };
      }),
    );
  };

  // The demo exhibitor's firm (both fairs): four published Québec offers, a draft and a closed one.
  for (const [i, t] of QUEBEC.slice(0, 4).entries())
    await insertOffer(t, {
      firmId,
      fairIds: [quebecId, belgiumId],
      code: 'CA',
      place: i,
      status: 'published',
      daysAgo: i + 1,
    });
  await insertOffer(QUEBEC[4]!, {
    firmId,
    fairIds: [quebecId],
    code: 'CA',
    place: 2,
    status: 'draft',
    daysAgo: 0,
  });
  await insertOffer(BELGIUM[0]!, {
    firmId,
    fairIds: [belgiumId],
    code: 'BE',
    place: 0,
    status: 'closed',
    daysAgo: 40,
  });

  // Every other employer: three offers of its fair's country, a fourth (closed) for one in four.
  for (const [fairId, code, templates] of [
    [quebecId, 'CA', QUEBEC],
    [belgiumId, 'BE', BELGIUM],
  ] as const) {
    const linked = await db
      .select({ firmId: fairFirms.firmId })
      .from(fairFirms)
      .where(eq(fairFirms.fairId, fairId))
      .orderBy(fairFirms.firmId);
    const firmIds = linked.map((l) => l.firmId).filter((id) => id !== firmId);
    for (const [i, id] of firmIds.entries()) {
      for (let k = 0; k < 3; k += 1)
        await insertOffer(templates[(i + k) % templates.length]!, {
          firmId: id,
          fairIds: [fairId],
          code,
          place: i + k,
          status: 'published',
          daysAgo: (i * 3 + k) % 20,
        });
      if (i % 4 === 3)
        await insertOffer(templates[(i + 3) % templates.length]!, {
          firmId: id,
          fairIds: [fairId],
          code,
          place: i,
          status: 'closed',
          daysAgo: 60,
        });
    }
  }
  return (
    await db
      .select({ id: jobOffers.id })
      .from(jobOffers)
      .where(inArray(jobOffers.firmId, [firmId]))
  ).length;
};
