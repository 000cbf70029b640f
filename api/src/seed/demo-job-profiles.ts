import { asc, eq } from 'drizzle-orm';
import {
  MEDIA_TYPES,
  ROLES,
  overallCefrRank,
  type CefrLevel,
  type RecognitionStatus,
} from '@passerelle/contract';
import type { Db } from '../db/client.ts';
import {
  countries,
  jobDisponibilities,
  jobEducationLevels,
  jobExperiences,
  jobFunctions,
  jobProfileDiffusions,
  jobProfiles,
  mediaObjects,
  users,
  type StoredProfileLanguage,
} from '../db/schema/index.ts';
import { wrapText, pdfDocument, type PdfText } from '../platform/pdf/index.ts';
import { newStorageKey, type Storage } from '../platform/storage/index.ts';
import { buildUser } from './factories.ts';

/** Levels in the order listening, reading, speaking, writing. */
type Levels = [CefrLevel, CefrLevel, CefrLevel, CefrLevel];
interface DemoCandidate {
  /** `candidate-<key>@demo.test`; `visitor` is the demo visitor itself. */
  key: string;
  firstName: string;
  lastName: string;
  /** ISO 3166-1 alpha-2 of the country of residence (and of the diploma). */
  country: string;
  /** ISCO-08 codes of the functions wanted (the first function of each code). */
  isco: string[];
  /** ISCO of the function held in the experience entry. */
  employer: [string, string, number];
  /** The education level of the country, by the start of its French name. */
  diploma: [string, string, number];
  languages: [string, Levels, string[]][];
  recognition: RecognitionStatus;
  licence: string | null;
  /** Position of the disponibility (0 = immediately) and of the overall experience. */
  disponibility: number;
  experience: number;
  /** Fairs whose employers may find the profile: q(uébec), b(elgium). */
  diffusion: ('q' | 'b')[];
  cv: boolean;
}

const L = (a: CefrLevel, b: CefrLevel, c: CefrLevel, d: CefrLevel): Levels => [a, b, c, d];

/**
 * The demo's candidates (issue 11): the demo visitor's complete profile (French C1, English B2, a
 * registered-nurse diploma from Morocco, recognition in progress, a CV), and a dozen others —
 * nurses, care assistants, social workers, a midwife, a physiotherapist — from the source
 * countries, some of them found by the employers of each demo fair.
 */
export const DEMO_CANDIDATES: DemoCandidate[] = [
  {
    key: 'visitor',
    firstName: 'Amina',
    lastName: 'Diallo',
    country: 'MA',
    isco: ['2221'],
    employer: ['CHU Ibn Rochd, Casablanca', '2221', 6],
    diploma: ['Licence en soins infirmiers', 'Licence en soins infirmiers (ISPITS)', 2018],
    languages: [
      ['fr', L('C1', 'C1', 'C1', 'C1'), ['TCF']],
      ['en', L('B2', 'B2', 'B2', 'B2'), []],
      ['ar', L('C2', 'C2', 'C2', 'C2'), []],
    ],
    recognition: 'in_progress',
    licence: 'Dossier OIIQ déposé (2026)',
    disponibility: 2,
    experience: 2,
    diffusion: ['q'],
    cv: true,
  },
  {
    key: 'youssef',
    firstName: 'Youssef',
    lastName: 'El Amrani',
    country: 'MA',
    isco: ['5321'],
    employer: ['Clinique Al Madina, Rabat', '5321', 3],
    diploma: ['Diplôme de technicien', 'Diplôme de technicien de santé', 2020],
    languages: [
      ['fr', L('B2', 'B2', 'B1', 'B1'), ['DELF']],
      ['ar', L('C2', 'C2', 'C2', 'C2'), []],
    ],
    recognition: 'none',
    licence: null,
    disponibility: 1,
    experience: 1,
    diffusion: ['q', 'b'],
    cv: true,
  },
  {
    key: 'salma',
    firstName: 'Salma',
    lastName: 'Ben Youssef',
    country: 'TN',
    isco: ['2221'],
    employer: ['Hôpital Charles-Nicolle, Tunis', '2221', 8],
    diploma: ['Licence appliquée', 'Licence appliquée en sciences infirmières', 2015],
    languages: [
      ['fr', L('C1', 'C1', 'B2', 'B2'), ['TEF']],
      ['ar', L('C2', 'C2', 'C2', 'C2'), []],
      ['en', L('B1', 'B1', 'A2', 'A2'), []],
    ],
    recognition: 'recognised',
    licence: 'Ordre national des infirmiers (France), n° 2024-77812',
    disponibility: 0,
    experience: 3,
    diffusion: ['q', 'b'],
    cv: true,
  },
  {
    key: 'moussa',
    firstName: 'Moussa',
    lastName: 'Ndiaye',
    country: 'SN',
    isco: ['2635'],
    employer: ['Centre de promotion sociale, Dakar', '2635', 5],
    diploma: ['Licence en sciences', 'Licence en sciences infirmières', 2017],
    languages: [
      ['fr', L('C2', 'C2', 'C2', 'C1'), []],
      ['wo', L('C2', 'C2', 'C2', 'B2'), []],
    ],
    recognition: 'none',
    licence: null,
    disponibility: 2,
    experience: 2,
    diffusion: ['q'],
    cv: false,
  },
  {
    key: 'awa',
    firstName: 'Awa',
    lastName: 'Sow',
    country: 'SN',
    isco: ['2222'],
    employer: ['Maternité de Pikine', '2222', 4],
    diploma: ['Diplôme d’État de sage-femme', 'Diplôme d’État de sage-femme (ENDSS)', 2019],
    languages: [['fr', L('C1', 'C1', 'C1', 'B2'), ['DALF']]],
    recognition: 'in_progress',
    licence: null,
    disponibility: 3,
    experience: 1,
    diffusion: ['b'],
    cv: true,
  },
  {
    key: 'brice',
    firstName: 'Brice',
    lastName: 'Mbarga',
    country: 'CM',
    isco: ['5321'],
    employer: ['Hôpital central de Yaoundé', '5321', 2],
    diploma: ['Diplôme d’aide-soignant', 'Diplôme d’aide-soignant', 2021],
    languages: [
      ['fr', L('C1', 'C1', 'C1', 'B2'), []],
      ['en', L('B2', 'B1', 'B1', 'B1'), ['IELTS']],
    ],
    recognition: 'none',
    licence: null,
    disponibility: 0,
    experience: 1,
    diffusion: ['q', 'b'],
    cv: true,
  },
  {
    key: 'maria',
    firstName: 'Maria Clara',
    lastName: 'Santos',
    country: 'PH',
    isco: ['2221'],
    employer: ['Philippine General Hospital, Manila', '2221', 7],
    diploma: ['Bachelor of Science in Nursing', 'Bachelor of Science in Nursing (BSN)', 2016],
    languages: [
      ['en', L('C1', 'C1', 'C1', 'C1'), ['OET']],
      ['tl', L('C2', 'C2', 'C2', 'C2'), []],
      ['fr', L('A2', 'A2', 'A1', 'A1'), []],
    ],
    recognition: 'in_progress',
    licence: 'PRC Registered Nurse',
    disponibility: 2,
    experience: 3,
    diffusion: ['q'],
    cv: true,
  },
  {
    key: 'priya',
    firstName: 'Priya',
    lastName: 'Nair',
    country: 'IN',
    isco: ['2221'],
    employer: ['Amrita Hospital, Kochi', '2221', 5],
    diploma: ['B.Sc. Nursing', 'B.Sc. Nursing', 2017],
    languages: [
      ['en', L('C1', 'C1', 'B2', 'B2'), ['IELTS']],
      ['ml', L('C2', 'C2', 'C2', 'C2'), []],
      ['nl', L('A2', 'A2', 'A1', 'A1'), ['CNaVT']],
    ],
    recognition: 'none',
    licence: 'Kerala Nurses and Midwives Council',
    disponibility: 3,
    experience: 2,
    diffusion: ['b'],
    cv: false,
  },
  {
    key: 'rami',
    firstName: 'Rami',
    lastName: 'Haddad',
    country: 'LB',
    isco: ['2264'],
    employer: ['Hôpital Hôtel-Dieu de France, Beyrouth', '2264', 6],
    diploma: ['Licence en sciences infirmières', 'Licence en sciences infirmières', 2016],
    languages: [
      ['fr', L('C1', 'C1', 'C1', 'C1'), []],
      ['ar', L('C2', 'C2', 'C2', 'C2'), []],
      ['en', L('B2', 'B2', 'B2', 'B1'), []],
    ],
    recognition: 'in_progress',
    licence: null,
    disponibility: 1,
    experience: 2,
    diffusion: ['q', 'b'],
    cv: true,
  },
  {
    key: 'lucas',
    firstName: 'Lucas',
    lastName: 'Oliveira',
    country: 'BR',
    isco: ['3221'],
    employer: ['Hospital das Clínicas, São Paulo', '3221', 4],
    diploma: ['Técnico em enfermagem', 'Técnico em enfermagem', 2019],
    languages: [
      ['pt', L('C2', 'C2', 'C2', 'C2'), []],
      ['fr', L('B1', 'B1', 'A2', 'A2'), []],
      ['es', L('B2', 'B2', 'B1', 'B1'), []],
    ],
    recognition: 'none',
    licence: null,
    disponibility: 2,
    experience: 1,
    diffusion: ['q'],
    cv: true,
  },
  {
    key: 'valentina',
    firstName: 'Valentina',
    lastName: 'Gómez',
    country: 'CO',
    isco: ['2221'],
    employer: ['Hospital San Vicente, Medellín', '2221', 5],
    diploma: ['Enfermería profesional', 'Enfermería profesional (pregrado)', 2018],
    languages: [
      ['es', L('C2', 'C2', 'C2', 'C2'), []],
      ['fr', L('B2', 'B2', 'B1', 'B1'), ['TCF']],
    ],
    recognition: 'none',
    licence: null,
    disponibility: 3,
    experience: 2,
    diffusion: ['q'],
    cv: true,
  },
  {
    key: 'fatou',
    firstName: 'Fatou',
    lastName: 'Koné',
    country: 'CI',
    isco: ['2635'],
    employer: ['Centre social de Yopougon, Abidjan', '2635', 3],
    diploma: ['Licence professionnelle', 'Licence professionnelle en sciences infirmières', 2020],
    languages: [['fr', L('C2', 'C2', 'C2', 'C2'), []]],
    recognition: 'none',
    licence: null,
    disponibility: 1,
    experience: 1,
    diffusion: ['b'],
    cv: true,
  },
  {
    key: 'karim',
    firstName: 'Karim',
    lastName: 'Mansouri',
    country: 'TN',
    isco: ['5321'],
    employer: ['Polyclinique Les Berges du Lac, Tunis', '5321', 1],
    diploma: ['Baccalauréat tunisien', 'Baccalauréat tunisien', 2022],
    languages: [
      ['fr', L('B2', 'B2', 'B2', 'B1'), []],
      ['ar', L('C2', 'C2', 'C2', 'C2'), []],
    ],
    recognition: 'none',
    licence: null,
    disponibility: 0,
    experience: 0,
    diffusion: [],
    cv: false,
  },
];

const SKILLS = ['listening', 'reading', 'speaking', 'writing'] as const;

/** A one-page CV, written with the platform's PDF writer. */
export const demoCvPdf = (c: { name: string; title: string; country: string; lines: string[] }): Buffer => {
  const texts: PdfText[] = [
    { x: 56, y: 780, size: 22, text: c.name, bold: true },
    { x: 56, y: 752, size: 13, text: c.title },
    { x: 56, y: 734, size: 11, text: c.country },
  ];
  let y = 700;
  for (const line of c.lines.flatMap((l) => [...wrapText(l, 82), ''])) {
    if (line) texts.push({ x: 56, y, size: 11, text: line });
    y -= 16;
  }
  return pdfDocument([texts]);
};

export const seedDemoJobProfiles = async (
  db: Db,
  opts: { quebecId: number; belgiumId: number; storage?: Storage; password: string },
) => {
  const fairIds = { q: opts.quebecId, b: opts.belgiumId };
  const [countryRows, functionRows, dispoRows, experienceRows, levelRows] = await Promise.all([
    db
      .select({ id: countries.id, code: countries.code, translations: countries.translations })
      .from(countries),
    db.select().from(jobFunctions).orderBy(asc(jobFunctions.id)),
    db
      .select()
      .from(jobDisponibilities)
      .orderBy(asc(jobDisponibilities.position), asc(jobDisponibilities.id)),
    db.select().from(jobExperiences).orderBy(asc(jobExperiences.position), asc(jobExperiences.id)),
    db.select().from(jobEducationLevels),
  ]);
  const country = (code: string) => countryRows.find((c) => c.code === code)!;
  const fn = (isco: string) => functionRows.find((f) => f.iscoCode === isco)!;
  const level = (code: string, start: string) =>
    levelRows.find((l) => l.countryId === country(code).id && l.translations.fr?.name.startsWith(start)) ??
    levelRows.find((l) => l.countryId === country(code).id)!;
  const quebecCountry = country('CA').id;
  const belgiumCountry = country('BE').id;

  for (const c of DEMO_CANDIDATES) {
    const email = `${c.key === 'visitor' ? 'visitor' : `candidate-${c.key}`}@demo.test`;
    let [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user)
      user = await buildUser(db, {
        email,
        role: ROLES.VISITOR,
        firstName: c.firstName,
        lastName: c.lastName,
        password: opts.password,
        jobTitle: fn(c.isco[0]!).translations.fr?.name ?? null,
        countryId: country(c.country).id,
        fairIds: [opts.quebecId, opts.belgiumId],
      });
    let cvId: number | null = null;
    if (c.cv && opts.storage) {
      const held = fn(c.employer[1]);
      const body = demoCvPdf({
        name: `${c.firstName} ${c.lastName}`,
        title: held.translations.fr?.name ?? '',
        country: country(c.country).translations.fr?.name ?? c.country,
        lines: [
          'Expérience',
          `${c.employer[0]} — ${held.translations.fr?.name ?? ''} (${c.employer[2]} ans)`,
          'Formation',
          `${c.diploma[1]} (${c.diploma[2]})`,
          'Langues',
          c.languages.map(([code, levels]) => `${code.toUpperCase()} ${levels[2]}`).join(', '),
        ],
      });
      const { key } = newStorageKey('pdf');
      const filePath = `private/${key}`;
      await opts.storage.put(filePath, body, 'application/pdf');
      const [row] = await db
        .insert(mediaObjects)
        .values({
          filePath,
          type: MEDIA_TYPES.document,
          mimeType: 'application/pdf',
          size: body.length,
          originalName: `CV ${c.firstName} ${c.lastName}.pdf`,
          uploadedBy: user.id,
        })
        .returning();
      cvId = row!.id;
    }
    const languages: StoredProfileLanguage[] = c.languages.map(([language, l, certificates]) => {
      const levels = Object.fromEntries(SKILLS.map((s, i) => [s, l[i]!])) as StoredProfileLanguage['levels'];
      return { language, levels, certificates, rank: overallCefrRank(levels) };
    });
    const held = fn(c.employer[1]);
    const [profile] = await db
      .insert(jobProfiles)
      .values({
        userId: user.id,
        functionIds: [...new Set(c.isco.map((i) => fn(i).id))],
        familyIds: [fn(c.isco[0]!).familyId],
        experienceId: experienceRows[Math.min(c.experience, experienceRows.length - 1)]?.id ?? null,
        experiences: [
          {
            employer: c.employer[0],
            function: held.id,
            country: country(c.country).id,
            years: c.employer[2],
          },
        ],
        educations: [
          { educationLevel: level(c.country, c.diploma[0]).id, title: c.diploma[1], year: c.diploma[2] },
        ],
        languages,
        disponibilityId: dispoRows[Math.min(c.disponibility, dispoRows.length - 1)]?.id ?? null,
        mobilityCountryIds: c.diffusion.map((f) => (f === 'q' ? quebecCountry : belgiumCountry)),
        residenceCountryId: country(c.country).id,
        recognition: c.recognition,
        licence: c.licence,
        cvId,
      })
      .onConflictDoNothing()
      .returning();
    if (profile && c.diffusion.length)
      await db
        .insert(jobProfileDiffusions)
        .values(c.diffusion.map((f) => ({ profileId: profile.id, fairId: fairIds[f] })))
        .onConflictDoNothing();
  }
};
