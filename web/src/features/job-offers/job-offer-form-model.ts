import {
  checkJobOffer,
  JOB_OFFER_TITLE_MAX,
  type JobOffer,
  type JobOfferCreate,
  type LanguageCertificate,
  type SalaryPeriod,
  type WorkMode,
} from '@passerelle/contract';
import {
  LANGUAGE_SKILLS,
  CEFR_LEVELS,
  type CefrLevel,
  type JobOfferStatus,
  LOCALES,
  type Locale,
} from '@passerelle/contract/lite';
import type { FieldCodes } from '../../lib/use-contract-form.ts';

/** One language row of the CEFR grid: a level per skill (null: not asked) and the certificates accepted. */
export interface LanguageRow {
  language: string;
  listening: CefrLevel | null;
  reading: CefrLevel | null;
  speaking: CefrLevel | null;
  writing: CefrLevel | null;
  certificates: LanguageCertificate[];
}

/** The offer form's values: selects hold ids as strings, numbers may be empty. */
export interface OfferFormValues {
  firm: string | null;
  fairs: string[];
  titles: Record<Locale, string>;
  descriptions: Record<Locale, string>;
  status: JobOfferStatus;
  family: string | null;
  function: string | null;
  functionLevel: string | null;
  contractType: string | null;
  experience: string | null;
  educationLevel: string | null;
  disponibility: string | null;
  startDate: string;
  numberOfPosts: number | string;
  country: string | null;
  region: string | null;
  city: string;
  workMode: WorkMode;
  salaryMin: number | string;
  salaryMax: number | string;
  salaryCurrency: string | null;
  salaryPeriod: SalaryPeriod | null;
  languages: LanguageRow[];
  recognitionRequired: boolean;
  recognitionNames: Record<Locale, string>;
  recognitionSupported: boolean;
  immigrationSupport: boolean;
  relocationSupport: boolean;
}

const perLocale = (of: (l: Locale) => string = () => '') =>
  Object.fromEntries(LOCALES.map((l) => [l, of(l)])) as Record<Locale, string>;

export const emptyLanguageRow = (language = ''): LanguageRow => ({
  language,
  listening: null,
  reading: null,
  speaking: null,
  writing: null,
  certificates: [],
});

export const emptyOfferValues = (fairId: number | null, firmId: number | null): OfferFormValues => ({
  firm: firmId === null ? null : String(firmId),
  fairs: fairId === null ? [] : [String(fairId)],
  titles: perLocale(),
  descriptions: perLocale(),
  status: 'draft',
  family: null,
  function: null,
  functionLevel: null,
  contractType: null,
  experience: null,
  educationLevel: null,
  disponibility: null,
  startDate: '',
  numberOfPosts: 1,
  country: null,
  region: null,
  city: '',
  workMode: 'on_site',
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: null,
  salaryPeriod: null,
  languages: [emptyLanguageRow('fr')],
  recognitionRequired: false,
  recognitionNames: perLocale(),
  recognitionSupported: false,
  immigrationSupport: false,
  relocationSupport: false,
});

const idOf = (v: { id: number } | null) => (v ? String(v.id) : null);

export const offerFormValues = (o: JobOffer): OfferFormValues => ({
  firm: String(o.firm.id),
  fairs: o.fairs.map(String),
  titles: perLocale((l) => o.translations[l]?.title ?? ''),
  descriptions: perLocale((l) => o.translations[l]?.description ?? ''),
  status: o.status,
  family: idOf(o.family),
  function: idOf(o.function),
  functionLevel: idOf(o.functionLevel),
  contractType: idOf(o.contractType),
  experience: idOf(o.experience),
  educationLevel: idOf(o.educationLevel),
  disponibility: idOf(o.disponibility),
  startDate: o.startDate ?? '',
  numberOfPosts: o.numberOfPosts,
  country: idOf(o.country),
  region: idOf(o.region),
  city: o.city ?? '',
  workMode: o.workMode,
  salaryMin: o.salaryMin ?? '',
  salaryMax: o.salaryMax ?? '',
  salaryCurrency: o.salaryCurrency,
  salaryPeriod: o.salaryPeriod,
  languages: o.languages.map((l) => ({ language: l.language, ...l.levels, certificates: l.certificates })),
  recognitionRequired: o.recognitionRequired,
  recognitionNames: perLocale((l) => o.recognitionNames?.[l]?.name ?? ''),
  recognitionSupported: o.recognitionSupported,
  immigrationSupport: o.immigrationSupport,
  relocationSupport: o.relocationSupport,
});

const num = (v: string | null) => (v === null || v === '' ? null : Number(v));
const amount = (v: number | string) => (v === '' ? null : Number(v));

/** The create body (the firm and every field; PUT sends the same, the firm left out). */
export const toOfferBody = (v: OfferFormValues): JobOfferCreate => {
  const translations = Object.fromEntries(
    LOCALES.flatMap((l) =>
      v.titles[l].trim() || l === 'fr'
        ? [[l, { title: v.titles[l].trim(), description: v.descriptions[l] }]]
        : [],
    ),
  ) as JobOfferCreate['translations'];
  const names = LOCALES.flatMap((l) =>
    v.recognitionNames[l].trim() ? [[l, { name: v.recognitionNames[l].trim() }]] : [],
  );
  return {
    firm: Number(v.firm),
    fairs: v.fairs.map(Number),
    translations,
    status: v.status,
    family: num(v.family),
    function: num(v.function),
    functionLevel: num(v.functionLevel),
    contractType: num(v.contractType),
    experience: num(v.experience),
    educationLevel: num(v.educationLevel),
    disponibility: num(v.disponibility),
    startDate: v.startDate || null,
    numberOfPosts: Number(v.numberOfPosts) || 1,
    country: num(v.country),
    region: num(v.region),
    city: v.city.trim() || null,
    workMode: v.workMode,
    salaryMin: amount(v.salaryMin),
    salaryMax: amount(v.salaryMax),
    salaryCurrency: (v.salaryCurrency as JobOfferCreate['salaryCurrency']) ?? null,
    salaryPeriod: v.salaryPeriod,
    languages: v.languages
      .filter((l) => l.language)
      .map((l) => ({
        language: l.language,
        levels: { listening: l.listening, reading: l.reading, speaking: l.speaking, writing: l.writing },
        certificates: l.certificates,
      })),
    recognitionRequired: v.recognitionRequired,
    recognitionName:
      v.recognitionRequired && names.length
        ? (Object.fromEntries(names) as JobOfferCreate['recognitionName'])
        : null,
    recognitionSupported: v.recognitionRequired && v.recognitionSupported,
    immigrationSupport: v.immigrationSupport,
    relocationSupport: v.relocationSupport,
  };
};

/** The client rules: each field's first error code (the server checks the same and more). */
export const validateOffer = (v: OfferFormValues): FieldCodes => {
  const codes: FieldCodes = {};
  if (!v.firm) codes.firm = 'required';
  if (!v.fairs.length) codes.fairs = 'required';
  if (!v.titles.fr.trim()) codes['titles.fr'] = 'required';
  for (const l of LOCALES) if (v.titles[l].length > JOB_OFFER_TITLE_MAX) codes[`titles.${l}`] ??= 'too_long';
  const posts = Number(v.numberOfPosts);
  if (!Number.isInteger(posts) || posts < 1) codes.numberOfPosts = 'too_small';
  const body = toOfferBody(v);
  const rules = {
    salaryMin: body.salaryMin ?? null,
    salaryMax: body.salaryMax ?? null,
    salaryCurrency: body.salaryCurrency ?? null,
    languages: body.languages ?? [],
    recognitionRequired: v.recognitionRequired,
    recognitionName: body.recognitionName ?? null,
  };
  for (const { path, code } of checkJobOffer(rules)) {
    const field = path === 'recognitionName' ? 'recognitionNames.fr' : path;
    codes[field] ??= code;
  }
  v.languages.forEach((l, i) => {
    if (!l.language) codes[`languages.${i}.language`] ??= 'required';
  });
  return codes;
};

/** The server's violation paths → the form's fields (null: the error card). */
export const offerFieldOf = (path: string): string | null => {
  const p = path.replace(/\[(\w+)\]/g, '.$1');
  const title = /^translations\.(\w+)(\.title)?$/.exec(p);
  if (title) return `titles.${title[1]}`;
  const description = /^translations\.(\w+)\.description$/.exec(p);
  if (description) return `descriptions.${description[1]}`;
  if (p.startsWith('recognitionName')) return 'recognitionNames.fr';
  if (p.startsWith('fairs')) return 'fairs';
  const level = /^languages\.(\d+)\.levels\.(\w+)$/.exec(p);
  if (level) return `languages.${level[1]}.${level[2]}`;
  const root = p.split('.')[0]!;
  return root in emptyOfferValues(null, null) ? p : null;
};

export const CEFR_OPTIONS = CEFR_LEVELS;
export const SKILLS = LANGUAGE_SKILLS;
