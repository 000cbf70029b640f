/**
 * The job match's cost (issue 11): one candidate profile scored against 2,000 offers, as the visitor's
 * offers list sorted by fit does it. Reports the median time of a full pass and its ratio to a baseline
 * pass over the same offers in the same run (the cheapest read of every offer: its function id compared),
 * so the figure travels between machines. The goal: under 50 ms on this machine.
 *
 *   npx tsx bench/src/match.ts        (also run by `npm run bench`)
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  CEFR_LEVELS,
  matchOffer,
  type CefrLevel,
  type MatchOffer,
  type MatchProfile,
} from '@passerelle/contract';
import { seededRandom } from './lib/seeded-random.ts';

const OFFERS = 2_000;
const ROUNDS = 60;

const offersOf = (n: number): MatchOffer[] => {
  const rnd = seededRandom(42);
  const level = (): CefrLevel | null => (rnd() < 0.3 ? null : CEFR_LEVELS[Math.floor(rnd() * 6)]!);
  return Array.from({ length: n }, () => ({
    familyId: 1 + Math.floor(rnd() * 8),
    functionId: 10 + Math.floor(rnd() * 30),
    experienceRank: rnd() < 0.2 ? null : Math.floor(rnd() * 5),
    educationIsced: rnd() < 0.2 ? null : 3 + Math.floor(rnd() * 5),
    disponibilityRank: rnd() < 0.3 ? null : Math.floor(rnd() * 5),
    languages: [
      {
        language: 'fr',
        levels: { listening: level(), reading: level(), speaking: level(), writing: level() },
      },
      ...(rnd() < 0.4
        ? [
            {
              language: 'en',
              levels: { listening: level(), reading: level(), speaking: level(), writing: level() },
            },
          ]
        : []),
    ],
    recognitionRequired: rnd() < 0.7,
    recognitionSupported: rnd() < 0.5,
    countryId: 1 + Math.floor(rnd() * 20),
    regionId: rnd() < 0.5 ? null : 100 + Math.floor(rnd() * 50),
    isRemote: rnd() < 0.05,
  }));
};

const PROFILE: MatchProfile = {
  familyIds: [1, 2],
  functionIds: [11, 14],
  experiences: [{ functionId: 11, familyId: 1, years: 4 }],
  experienceRank: 2,
  educationIsced: 6,
  disponibilityRank: 1,
  languages: [
    { language: 'fr', levels: { listening: 'C1', reading: 'C1', speaking: 'C1', writing: 'B2' } },
    { language: 'en', levels: { listening: 'B2', reading: 'B2', speaking: 'B2', writing: 'B1' } },
  ],
  recognition: 'in_progress',
  countryIds: [3, 7, 12],
  regionIds: [],
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export interface MatchBench {
  offers: number;
  medianMs: number;
  baselineMs: number;
  ratio: number;
}

export const benchMatch = (): MatchBench => {
  const offers = offersOf(OFFERS);
  let sink = 0;
  const timed = (pass: () => void) => {
    const ms: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const start = performance.now();
      pass();
      ms.push(performance.now() - start);
    }
    return median(ms.slice(ROUNDS / 3)); // the first third warms the JIT up
  };
  const scoring = () => {
    const scored = offers.map((o) => ({ o, score: matchOffer(PROFILE, o).score }));
    scored.sort((a, b) => b.score - a.score);
    sink += scored[0]!.score;
  };
  const baseline = () => {
    const picked = offers.map((o) => ({ o, score: PROFILE.functionIds.includes(o.functionId!) ? 1 : 0 }));
    picked.sort((a, b) => b.score - a.score);
    sink += picked[0]!.score;
  };
  const baselineMs = timed(baseline);
  const medianMs = timed(scoring);
  if (sink < 0) console.log(sink);
  return { offers: OFFERS, medianMs, baselineMs, ratio: medianMs / baselineMs };
};

export const formatMatchReport = (r: MatchBench): string =>
  `\nJob match: 1 profile × ${r.offers} offers scored and sorted by fit\n` +
  `  median ${r.medianMs.toFixed(2)} ms (goal < 50 ms) | baseline pass ${r.baselineMs.toFixed(2)} ms | ` +
  `${r.ratio.toFixed(1)}× the baseline\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(formatMatchReport(benchMatch()));
