/**
 * The data of the offers search bench (issue 11): migrates and seeds the demo as the server's first start
 * does (the app's own `migrate` and `runSeeds`), then tops the demo's first fair up to 5,000 published
 * offers, spread over the fair's firms, with varied functions, places, contracts, CEFR languages and
 * recognition. Deterministic (a seeded sequence), in batches of 500 rows.
 *
 * run.ts runs it as a child process before the app starts, on the app's DATA_DIR (PGlite: the server then
 * owns the folder) or DATABASE_URL (PostgreSQL). The server finds users in the database and leaves the demo
 * as it is. Bench-only: nothing of the app calls it.
 *
 *   DATA_DIR=/tmp/x npx tsx bench/src/seed-offers.ts        DATABASE_URL=postgres://… npx tsx bench/src/seed-offers.ts
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import { CEFR_LEVELS, type CefrLevel, type SkillLevels } from '@passerelle/contract';
// The app's Fastify type augmentations (cookies, compress, `app.database`), which the seed's imports name.
import type {} from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { openDatabase } from '../../api/src/db/client.ts';
import { migrate } from '../../api/src/db/migrate.ts';
import {
  countries,
  fairFirms,
  jobContractTypes,
  jobDisponibilities,
  jobEducationLevels,
  jobExperiences,
  jobFunctionLevels,
  jobFunctions,
  jobOfferFairs,
  jobOfferLanguages,
  jobOffers,
  regions,
} from '../../api/src/db/schema/index.ts';
import { runSeeds } from '../../api/src/seed/seed-if-empty.ts';
import { maxRankOf } from '../../api/src/modules/job-offers/job-offers.mapper.ts';
import { seededRandom } from './lib/seeded-random.ts';

/** Published offers the benched fair holds after the seed (the demo's own included). */
export const OFFERS_IN_FAIR = 5_000;
const BATCH = 500;

const SERVICES: [string, string][] = [
  ['urgences', 'emergency'],
  ['soins intensifs', 'intensive care'],
  ['gériatrie', 'geriatrics'],
  ['pédiatrie', 'paediatrics'],
  ['santé mentale', 'mental health'],
  ['soins à domicile', 'home care'],
  ['chirurgie', 'surgery'],
  ['réadaptation', 'rehabilitation'],
];
/** Where the offers are: mostly the fair's country (Canada), some elsewhere; cities by country code. */
const PLACES: [code: string, weight: number, cities: string[]][] = [
  ['CA', 0.75, ['Québec', 'Montréal', 'Rimouski', 'Sherbrooke', 'Gatineau', 'Saguenay', 'Trois-Rivières']],
  ['BE', 0.1, ['Bruxelles', 'Liège', 'Namur']],
  ['FR', 0.08, ['Lyon', 'Lille', 'Bordeaux']],
  ['CH', 0.04, ['Genève', 'Lausanne']],
  ['LU', 0.03, ['Luxembourg']],
];
const OTHER_LANGUAGES = ['en', 'es', 'ar', 'nl', 'de'];

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

export const seedOffers = async (db: Db, fairId: number): Promise<number> => {
  const [existing] = await db
    .select({ n: count() })
    .from(jobOffers)
    .innerJoin(jobOfferFairs, eq(jobOfferFairs.offerId, jobOffers.id))
    .where(and(eq(jobOfferFairs.fairId, fairId), eq(jobOffers.status, 'published')));
  const missing = OFFERS_IN_FAIR - Number(existing?.n ?? 0);
  if (missing <= 0) return 0;

  const ids = async (rows: Promise<{ id: number }[]>) => (await rows).map((r) => r.id);
  const firmIds = (
    await db.select({ id: fairFirms.firmId }).from(fairFirms).where(eq(fairFirms.fairId, fairId))
  ).map((r) => r.id);
  const functions = await db
    .select({ id: jobFunctions.id, familyId: jobFunctions.familyId, names: jobFunctions.translations })
    .from(jobFunctions);
  const levels = await ids(db.select({ id: jobFunctionLevels.id }).from(jobFunctionLevels));
  const contracts = await ids(db.select({ id: jobContractTypes.id }).from(jobContractTypes));
  const experiences = await ids(db.select({ id: jobExperiences.id }).from(jobExperiences));
  const disponibilities = await ids(db.select({ id: jobDisponibilities.id }).from(jobDisponibilities));
  const codes = PLACES.map(([code]) => code);
  const countryRows = await db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(inArray(countries.code, codes));
  const countryOf = new Map(countryRows.map((c) => [c.code, c.id]));
  const countryIds = countryRows.map((c) => c.id);
  const regionRows = countryIds.length
    ? await db
        .select({ id: regions.id, countryId: regions.countryId })
        .from(regions)
        .where(inArray(regions.countryId, countryIds))
    : [];
  const educationRows = countryIds.length
    ? await db
        .select({ id: jobEducationLevels.id, countryId: jobEducationLevels.countryId })
        .from(jobEducationLevels)
        .where(inArray(jobEducationLevels.countryId, countryIds))
    : [];
  if (!firmIds.length || !functions.length)
    throw new Error(`fair ${fairId} has no firms, or no job functions`);

  const rnd = seededRandom(11);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const maybe = <T>(p: number, value: () => T): T | null => (rnd() < p ? value() : null);
  const levelsFrom = (floor: number): SkillLevels => {
    const level = (): CefrLevel | null =>
      rnd() < 0.15 ? null : CEFR_LEVELS[Math.min(5, floor + Math.floor(rnd() * 3))]!;
    return { listening: level(), reading: level(), speaking: level(), writing: level() };
  };
  const now = Date.now();

  let inserted = 0;
  while (inserted < missing) {
    const n = Math.min(BATCH, missing - inserted);
    const offers = Array.from({ length: n }, (_, i) => {
      const f = pick(functions);
      const [serviceFr, serviceEn] = pick(SERVICES);
      const titleFr = f.names.fr?.name ?? 'Poste';
      const roll = rnd();
      let acc = 0;
      const [code, , cities] = PLACES.find(([, w]) => (acc += w) > roll) ?? PLACES[0]!;
      const countryId = countryOf.get(code) ?? null;
      const regionsHere = regionRows.filter((r) => r.countryId === countryId);
      const educationHere = educationRows.filter((e) => e.countryId === countryId);
      const workMode = rnd() < 0.85 ? 'on_site' : rnd() < 0.7 ? 'hybrid' : 'remote';
      const salaryMin = 2_000 + Math.floor(rnd() * 30) * 100;
      const recognitionRequired = rnd() < 0.6;
      return {
        firmId: firmIds[(inserted + i) % firmIds.length]!,
        translations: {
          fr: {
            title: `${titleFr} – ${serviceFr}`,
            description: `<p>Poste en ${serviceFr} à ${cities[0]}. Équipe interdisciplinaire, accompagnement à l’intégration.</p>`,
          },
          en: { title: `${f.names.en?.name ?? titleFr} – ${serviceEn}`, description: '' },
        },
        status: 'published' as const,
        familyId: f.familyId,
        functionId: f.id,
        functionLevelId: maybe(0.8, () => pick(levels)),
        contractTypeId: maybe(0.9, () => pick(contracts)),
        experienceId: maybe(0.8, () => pick(experiences)),
        educationLevelId: educationHere.length ? maybe(0.7, () => pick(educationHere).id) : null,
        disponibilityId: maybe(0.75, () => pick(disponibilities)),
        numberOfPosts: 1 + Math.floor(rnd() * 8),
        countryId,
        regionId: regionsHere.length ? maybe(0.7, () => pick(regionsHere).id) : null,
        city: pick(cities),
        workMode: workMode as 'on_site' | 'hybrid' | 'remote',
        salaryMin,
        salaryMax: salaryMin + 500 + Math.floor(rnd() * 20) * 100,
        salaryCurrency: code === 'CA' ? 'CAD' : code === 'CH' ? 'CHF' : 'EUR',
        salaryPeriod: 'month' as const,
        recognitionRequired,
        recognitionName: recognitionRequired
          ? { fr: { name: 'Permis d’exercice' }, en: { name: 'Licence to practise' } }
          : null,
        recognitionSupported: recognitionRequired && rnd() < 0.5,
        immigrationSupport: rnd() < 0.5,
        relocationSupport: rnd() < 0.3,
        publishedAt: new Date(now - Math.floor(rnd() * 60 * 86_400_000)),
      };
    });
    const rows = await db.insert(jobOffers).values(offers).returning({ id: jobOffers.id });
    await db.insert(jobOfferFairs).values(rows.map((r) => ({ offerId: r.id, fairId })));
    const languages = rows.flatMap((r) => {
      const asked = [
        ...(rnd() < 0.9 ? [{ language: 'fr', levels: levelsFrom(2), certificates: ['TEF', 'TCF'] }] : []),
        ...(rnd() < 0.5
          ? [{ language: pick(OTHER_LANGUAGES), levels: levelsFrom(1), certificates: [] }]
          : []),
      ];
      return asked.map((l, position) => ({ offerId: r.id, ...l, maxRank: maxRankOf(l.levels), position }));
    });
    if (languages.length) await db.insert(jobOfferLanguages).values(languages);
    inserted += n;
  }
  return inserted;
};

/** Run alone: migrate, seed the demo on an empty database, add the offers to the demo's first fair. */
const main = async () => {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database);
    const seeded = await runSeeds(database.db, { ...config, seedDemo: 'always' });
    const fairId = Number(process.env.BENCH_OFFERS_FAIR ?? 1);
    const started = performance.now();
    const n = await seedOffers(database.db, fairId);
    console.log(
      `${seeded.demo ? 'demo seeded; ' : ''}${n} offers added to fair ${fairId} in ${Math.round(performance.now() - started)} ms`,
    );
  } finally {
    await database.close();
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
