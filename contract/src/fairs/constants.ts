// A fair's statuses (§4).
// No zod here: `@passerelle/contract/lite` exports this file to the browser's start-up (issue 10 §2).

/** §4 fair status (numeric constants). */
export const FAIR_STATUS = { PREPARATION: 1, OPEN: 2, FINISHED: 3, CLOSED: 4 } as const;
export type FairStatus = (typeof FAIR_STATUS)[keyof typeof FAIR_STATUS];
export const FAIR_STATUSES = Object.values(FAIR_STATUS);

export const FAIR_MODULES = ['job', 'conference', 'directMessage'] as const;

/** The lobby's and the halls' looks (§3 lobby, map type); a stored value outside a list reads as its first. */
export const LOBBY_LOOKS = ['atrium', 'list'] as const;
export const MAP_TYPES = ['scene', 'list'] as const;
/** The lobby draws its atrium scene unless the fair chose the plain list. */
export const drawsLobbyScene = (lobby: string | null | undefined): boolean => lobby !== 'list';
/** A hall draws its floor unless the fair's map type is the plain list. */
export const drawsHallFloor = (mapType: string | null | undefined): boolean => mapType !== 'list';

/** The blocks of the home page an organizer may show; a module's block only while the module is on. */
export const HOMEPAGE_SECTIONS = ['booths', 'jobs', 'conferences', 'meetings', 'messages', 'how'] as const;
export type HomepageSection = (typeof HOMEPAGE_SECTIONS)[number];
export const HOMEPAGE_HEADER_TYPES = ['hero', 'compact'] as const;
