import i18n, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@passerelle/contract/lite';
import frErrors from '@passerelle/contract/locales/fr/errors.json';
import { setCurrentLocale } from './locale.ts';

type JsonModule = Record<string, unknown>;

// French is the source and the fallback. What the public pages (home, lobby, hall, booth, the header
// and its login) show is bundled; the back office's namespaces and the other languages load on demand
// (issue 10 §2: the first load stays small); a guarded route loads the whole catalogue before it shows.
const frPublic = import.meta.glob<JsonModule>(
  '../locales/fr/{common,header,home,halls,stands,boothArt,errors-ui,auth}.json',
  { eager: true, import: 'default' },
);
const webLoaders = import.meta.glob<JsonModule>(
  ['../locales/*/*.json', '!../locales/fr/{common,header,home,halls,stands,boothArt,errors-ui,auth}.json'],
  { import: 'default' },
);
// The catalogues shared with the api: `errors` (French bundled above) and `match` (the job match's
// reasons, loaded with the job screens).
const contractLoaders = import.meta.glob<JsonModule>(
  ['../../../contract/locales/{en,nl,de,es}/errors.json', '../../../contract/locales/*/match.json'],
  { import: 'default' },
);
const CONTRACT_NAMESPACES = ['errors', 'match'];

const namespaceOf = (path: string): string => path.replace(/^.*\/([^/]+)\.json$/, '$1');

const frResources: ResourceLanguage = { errors: frErrors as JsonModule };
for (const [path, content] of Object.entries(frPublic)) frResources[namespaceOf(path)] = content;

/** Namespaces loaded at start, in every language: the public pages' ones. */
export const INITIAL_NAMESPACES: readonly string[] = Object.keys(frResources);

/**
 * Every web namespace: one per file of web/src/locales/fr (a new feature's file is one at once), plus
 * `errors` and `match`, the catalogues shared with the api.
 */
export const NAMESPACES: readonly string[] = [
  ...new Set([
    ...INITIAL_NAMESPACES,
    ...CONTRACT_NAMESPACES,
    ...Object.keys(webLoaders)
      .filter((path) => path.startsWith('../locales/fr/'))
      .map(namespaceOf),
  ]),
];

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const loader = CONTRACT_NAMESPACES.includes(namespace)
      ? contractLoaders[`../../../contract/locales/${language}/${namespace}.json`]
      : webLoaders[`../locales/${language}/${namespace}.json`];
    if (!loader) {
      callback(null, {});
      return;
    }
    loader().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), null),
    );
  },
};

const applyLocale = (language: string): void => {
  const locale: Locale = isLocale(language) ? language : DEFAULT_LOCALE;
  setCurrentLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
};

let initialised: Promise<unknown> | null = null;

/** Initialises i18next once with the given language (cookie → navigator → fr, see locale.ts). */
export const initI18n = (language: Locale): Promise<unknown> => {
  if (initialised) return initialised;
  applyLocale(language);
  i18n.on('languageChanged', applyLocale);
  initialised = i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: [...INITIAL_NAMESPACES],
      defaultNS: 'common',
      resources: { fr: frResources },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
      // A key of another namespace (`t('firms:…')`, route titles) shows once that namespace arrives.
      react: { useSuspense: true, bindI18nStore: 'added' },
    });
  return initialised;
};

/**
 * The catalogues a page's screen uses beyond the public ones, declared by its route
 * (`staticData.namespaces`): the root route loads them with the page's code. Loaded later, by the
 * components themselves, each catalogue's arrival re-renders every translated component of the page at
 * once, in one long task (issue 10 §2, total blocking time).
 */
export const loadRouteNamespaces = (namespaces: readonly string[]): Promise<void> | undefined =>
  namespaces.length === 0 ? undefined : i18n.loadNamespaces([...new Set(namespaces)]);

/** Every namespace of the current language (and French, its fallback): the back office's included. */
export const loadAllNamespaces = (): Promise<void> => i18n.loadNamespaces([...NAMESPACES]);

export { i18n };
