import type { StandPersonPlace, StandTheme } from '@passerelle/contract/lite';

/**
 * What the booth drawings need. The scenes are original SVG recoloured from the theme; every drawn
 * element that does something is also a real control (link or button) with a label.
 */
export interface BoothSceneProps {
  /** Stand type art key (`comptoir`, `pavillon`, `salon-ouvert`; unknown keys draw `comptoir`). */
  typeArtKey: string | null;
  /** Variation art key (`clair`, `sombre`; unknown draws `clair`). */
  variationArtKey: string | null;
  theme: StandTheme;
  /** Firm or booth name, written on the fascia and used in labels. */
  name: string;
  /** Logo address (`/media/…`), drawn on the back wall; initials when null. */
  logoUrl: string | null;
  /** Poster image address; an empty frame when null. */
  posterUrl: string | null;
  /** First video's still; a screen with a play sign when null but `hasVideo`. */
  videoThumbnailUrl: string | null;
  hasVideo: boolean;
  /** Brochures in the rack (the first 6 are drawn, §9). */
  brochures: { id: number; title: string; url: string }[];
  /** Character art key per place (`hote-accueil`, `infirmiere`, …); empty places draw nobody. */
  persons: Partial<Record<StandPersonPlace, string | null>>;
  /** Controls: when given, the poster / screen / desk become buttons; brochures are links to `url`. */
  onPoster?: () => void;
  onVideo?: () => void;
  onDesk?: () => void;
  /** Accessible name of the whole drawing (a figure with a caption is rendered around it). */
  label: string;
}

/** A booth drawn small on the hall floor (its slot), a link to the booth. */
export interface BoothMiniatureProps {
  typeArtKey: string | null;
  variationArtKey: string | null;
  theme: StandTheme;
  name: string;
  logoUrl: string | null;
  number: number | null;
}

/** The videoroom (§2 /stand/videoroom): a stage with the screen showing the first video (§9). */
export interface VideoroomSceneProps {
  theme: StandTheme;
  name: string;
  logoUrl: string | null;
  /** Iframe address of the first video (parseVideoLink().embedUrl); an idle screen when null. */
  embedUrl: string | null;
  videoTitle: string | null;
  /** Speaker (standing), seated and watching characters. */
  persons: Partial<Record<StandPersonPlace, string | null>>;
  label: string;
}
