/** Business constants of spec §9 and architecture §9, shared by api and web. */
export const ACCESS_TOKEN_TTL_S = 1800;
export const REFRESH_TOKEN_TTL_S = 604_800;
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
export const STAT_TOKEN_MAX_AGE_S = 31_536_000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIALS = '!@#$%^&*';

export const DEFAULT_ITEMS_PER_PAGE = 30;
export const MAX_ITEMS_PER_PAGE = 100;
/** `pagination=false` never returns more than this many rows (ASVS anti-automation). */
export const MAX_UNPAGED_ITEMS = 5000;
export const COUNTRIES_PER_PAGE = 10;
export const SUBSECTORS_PER_PAGE = 10;

export const BREAKPOINTS = { xs: 499, sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export const RESIZE_DELAY_MS = 200;
export const PROGRESS_BAR_THROTTLE_MS = 200;
export const PROGRESS_BAR_DURATION_MS = 5000;
export const MIN_FETCH_DISPLAY_MS = 200;
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export const BROCHURES_SHOWN = 6;
export const BROCHURE_DESCRIPTION_MAX = 300;
export const PASS_ROOM_MAX_PARTICIPANTS = 100;
export const DEFAULT_STAND_GROUP = 'Groupe A';
export const SUPER_ORGANIZER_USER_TYPE_POSITIONS = [2, 4, 5, 6] as const;
export const PASSWORD_RESET_TTL_S = 3600;
/** A login e-mail change waits this long for its confirmation link to be followed. */
export const EMAIL_CHANGE_TTL_S = 24 * 3600;
