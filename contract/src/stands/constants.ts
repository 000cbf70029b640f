// A booth's limits, themes and places.
// No zod here: `@passerelle/contract/lite` exports this file to the browser's start-up (issue 10 §2).

/** §9: the first 6 brochures are shown on a booth; §5: a brochure description is ≤ 300 characters. */
export const STAND_BROCHURES_SHOWN = 6;
export const STAND_RESOURCE_DESCRIPTION_MAX = 300;
export const STAND_RESOURCES_PER_TYPE_MAX = 20;
export const STAND_NAME_MAX = 120;
export const STAND_INFOS_MAX = 20_000;
export const STAND_SECTORS_MAX = 10;

/**
 * Booth colour themes: the scene recolours its walls, desk and accents from the theme
 * (the palettes live in the web's booth art; every one keeps text contrast AA).
 */
export const STAND_THEMES = ['lagon', 'foret', 'corail', 'prune', 'ardoise', 'sable'] as const;
export type StandTheme = (typeof STAND_THEMES)[number];
export const DEFAULT_STAND_THEME: StandTheme = 'lagon';

/** §3 persons of a booth: where each drawn character stands, and which character kind fits there. */
export const STAND_PERSON_PLACES = [
  'mainDesk',
  'standing',
  'videoroomSpeaker',
  'seated',
  'watching',
] as const;
export type StandPersonPlace = (typeof STAND_PERSON_PLACES)[number];
export const STAND_PERSON_CHARACTER_TYPE = {
  mainDesk: 'TYPE_STAND',
  standing: 'TYPE_STAND',
  videoroomSpeaker: 'TYPE_VIDEO_ROOM_STANDING',
  seated: 'TYPE_VIDEO_ROOM_SEATED',
  watching: 'TYPE_VIDEO_ROOM_STANDING',
} as const satisfies Record<StandPersonPlace, string>;
