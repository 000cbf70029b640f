import type { LegalKind } from '@passerelle/contract';

/** One locale's built-in legal texts; each takes the fair's name, already HTML-escaped. */
export type LegalDefaults = Record<LegalKind, (fairName: string) => string>;
