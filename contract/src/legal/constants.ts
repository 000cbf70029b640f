// The legal documents' kinds.
// No zod here: `@passerelle/contract/lite` exports this file to the browser's start-up (issue 10 §2).

/**
 * Issue 14 "Legal and consent": the three documents every fair publishes, each per locale.
 * `notice`: legal notice (publisher, host, liability); `privacy`: what is collected, why, for how
 * long and the reader's rights; `accessibility`: the accessibility statement.
 */
export const LEGAL_KINDS = ['notice', 'privacy', 'accessibility'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];
export const isLegalKind = (value: unknown): value is LegalKind =>
  typeof value === 'string' && (LEGAL_KINDS as readonly string[]).includes(value);
