// The registration forms' kinds.
// No zod here: `@passerelle/contract/lite` exports this file to the browser's start-up (issue 10 §2).

export const REGISTRATION_FORM_TYPES = ['visitor', 'exhibitor'] as const;
export type RegistrationFormType = (typeof REGISTRATION_FORM_TYPES)[number];
export const isRegistrationFormType = (v: unknown): v is RegistrationFormType =>
  typeof v === 'string' && (REGISTRATION_FORM_TYPES as readonly string[]).includes(v);
