import i18n, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@passerelle/contract';
import frErrors from '@passerelle/contract/locales/fr/errors.json';
import { setCurrentLocale } from './locale.ts';

type JsonModule = Record<string, unknown>;

// French is the source and the fallback: bundled. Other languages load on demand.
const frWeb = import.meta.glob<JsonModule>('../locales/fr/*.json', { eager: true, import: 'default' });
const webLoaders = import.meta.glob<JsonModule>(['../locales/*/*.json', '!../locales/fr/*.json'], {
  import: 'default',
});
const errorLoaders = import.meta.glob<JsonModule>('../../../contract/locales/{en,nl,de,es}/errors.json', {
  import: 'default',
});

const namespaceOf = (path: string): string => path.replace(/^.*\/([^/]+)\.json$/, '$1');

const frResources: ResourceLanguage = { errors: frErrors as JsonModule };
for (const [path, content] of Object.entries(frWeb)) frResources[namespaceOf(path)] = content;

/**
 * Web namespaces: one per file of web/src/locales/fr (a new feature's file is one at once), plus
 * `errors`, the catalogue shared with the api.
 */
export const NAMESPACES: readonly string[] = Object.keys(frResources);

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const loader =
      namespace === 'errors'
        ? errorLoaders[`../../../contract/locales/${language}/errors.json`]
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
      ns: [...NAMESPACES],
      defaultNS: 'common',
      resources: { fr: frResources },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
      react: { useSuspense: true },
    });
  return initialised;
};

export { i18n };
