/** A user's validation state for one fair (§4 Account). */
export type ValidationStatus = 'validated' | 'waiting' | 'refused';

export interface ValidationSource {
  fairUsers: readonly { fair: number; isValidated: number }[];
  /** The global flag, used when the user has no entry for the fair (absent on list rows). */
  isValidated?: number;
}

/**
 * §4 account: the user's entry for the given fair, falling back to the global isValidated.
 * 1 validated, -1 refused, anything else (or nothing) waiting for confirmation.
 */
export const validationStatus = (user: ValidationSource, fairId: number | null): ValidationStatus => {
  const entry = fairId === null ? undefined : user.fairUsers.find((fu) => fu.fair === fairId);
  const value = entry?.isValidated ?? user.isValidated;
  if (value === 1) return 'validated';
  if (value === -1) return 'refused';
  return 'waiting';
};
