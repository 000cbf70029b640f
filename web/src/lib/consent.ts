/**
 * Issue 14: the visitor's cookie choices (the §9 statistics cookie waits for consent).
 *
 * - Strictly necessary, never asked: the locale cookie, the session's refresh cookie, and what
 *   this browser keeps for the visitor (the fair chosen, the session hint, this very choice).
 * - `statistics`: the §9 `stat_token` cookie. Off until the visitor turns it on in the cookie
 *   preferences dialog; the statistics code must call `hasConsent('statistics')` before it sets
 *   its cookie, and `subscribeConsent` to stop (and drop the cookie, done here) when withdrawn.
 *
 * No first-visit banner: nothing optional is stored before consent and statistics are off by
 * default, so there is nothing to ask before a first page (GDPR art. 6/7 and ePrivacy art. 5(3):
 * consent is needed to store optional data, not to leave it out). The choice is reachable from
 * every page (footer and the back office's menu), which also makes withdrawal as easy as consent.
 *
 * Kept in localStorage (`passerelle.consent`, a version and a date), not on the server: consent
 * under ePrivacy is about this terminal, the statistics cookie lives in this browser, and an
 * anonymous visitor has no account to record it on. A new `CONSENT_VERSION` (a new optional
 * purpose) makes every stored choice void: the visitor is asked again by default-off.
 */
export const CONSENT_STORAGE_KEY = 'passerelle.consent';
export const CONSENT_VERSION = 1;
/** The §9 statistics cookie (spec: `stat_token`, path /, one year). */
export const STATISTICS_COOKIE = 'stat_token';

export const CONSENT_PURPOSES = ['statistics'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type ConsentChoices = Record<ConsentPurpose, boolean>;

export interface ConsentRecord extends ConsentChoices {
  version: number;
  /** ISO date of the choice. */
  date: string;
}

const DEFAULT_CHOICES: ConsentChoices = { statistics: false };

/** A stored record of the current version, or null (never chosen, unreadable, or an older version). */
export const parseConsent = (raw: string | null): ConsentRecord | null => {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentRecord> | null;
    if (!value || value.version !== CONSENT_VERSION || typeof value.date !== 'string') return null;
    return { version: CONSENT_VERSION, date: value.date, statistics: value.statistics === true };
  } catch {
    return null;
  }
};

export const readConsent = (): ConsentRecord | null => {
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
};

/** The choices in force: the stored ones, else everything optional off. */
export const currentChoices = (): ConsentChoices => {
  const record = readConsent();
  return record ? { statistics: record.statistics } : { ...DEFAULT_CHOICES };
};

export const hasConsent = (purpose: ConsentPurpose): boolean => currentChoices()[purpose];

type Listener = (choices: ConsentChoices) => void;
const listeners = new Set<Listener>();
const notify = () => {
  const choices = currentChoices();
  for (const listener of listeners) listener(choices);
};

/** Called with the new choices whenever they change (here or in another tab). */
export const subscribeConsent = (listener: Listener): (() => void) => {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
};
function onStorage(event: StorageEvent) {
  if (event.key === CONSENT_STORAGE_KEY) notify();
}

/** Records the choices with today's date; a withdrawn statistics consent drops its cookie at once. */
export const saveConsent = (choices: ConsentChoices, now: Date = new Date()): ConsentRecord => {
  const record: ConsentRecord = { version: CONSENT_VERSION, date: now.toISOString(), ...choices };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage disabled: the choice holds for this page only, and optional cookies stay off.
  }
  if (!choices.statistics) document.cookie = `${STATISTICS_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
  notify();
  return record;
};

// ——— The cookie preferences dialog: opened from the footer or the side menu, hosted by the footer ———

type OpenListener = (opened: boolean) => void;
const openListeners = new Set<OpenListener>();
let dialogOpened = false;

/** What had the focus when the dialog opened: it gets it back on close (the dialog mounts late). */
let opener: HTMLElement | null = null;

export const isCookiePreferencesOpen = (): boolean => dialogOpened;
const setOpened = (opened: boolean): void => {
  dialogOpened = opened;
  for (const listener of openListeners) listener(opened);
};
export const openCookiePreferences = (): void => {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  setOpened(true);
};
/** `restoreFocus: false` when the dialog closes because a link inside it leads elsewhere. */
export const closeCookiePreferences = ({ restoreFocus = true } = {}): void => {
  setOpened(false);
  const target = opener;
  opener = null;
  if (restoreFocus && target?.isConnected) setTimeout(() => target.focus(), 0);
};
export const subscribeCookiePreferences = (listener: OpenListener): (() => void) => {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
};
