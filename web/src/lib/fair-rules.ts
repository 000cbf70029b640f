import type { Fair, HeaderButton } from '@passerelle/contract';
import { FAIR_STATUS, type RegistrationFormType } from '@passerelle/contract/lite';
import { ANONYMOUS_ACCESS_KEY } from './header-buttons.ts';

/** Same rule as the server: open or in preparation, and the fair's switch for that kind is on. */
export const acceptsRegistration = (
  fair: Pick<Fair, 'status' | 'isRegistrationUserHomepage' | 'isRegistrationFirmHomepage'>,
  type: RegistrationFormType,
): boolean =>
  (fair.status === FAIR_STATUS.PREPARATION || fair.status === FAIR_STATUS.OPEN) &&
  (type === 'visitor' ? fair.isRegistrationUserHomepage : fair.isRegistrationFirmHomepage);

export type RegistrationChange = 'staysOpen' | 'opens' | 'closes' | 'staysClosed';

export interface ButtonChange {
  button: HeaderButton;
  /** Roles (or `anonymous`) for which the button becomes an active link. */
  activated: string[];
  /** Roles (or `anonymous`) for which it becomes inert. */
  deactivated: string[];
}

export interface StatusChangeEffects {
  registration: Record<RegistrationFormType, RegistrationChange>;
  /** The visible header buttons whose access changes for at least one role, in header order. */
  buttons: ButtonChange[];
}

const change = (before: boolean, after: boolean): RegistrationChange =>
  before ? (after ? 'staysOpen' : 'closes') : after ? 'opens' : 'staysClosed';

/**
 * What a new status changes for whom (issue 14): whether registration on the homepage opens or closes,
 * and which header buttons become active or inert for which roles (the access grid of §3 Header button).
 */
export const statusChangeEffects = (
  fair: Pick<
    Fair,
    'status' | 'isRegistrationUserHomepage' | 'isRegistrationFirmHomepage' | 'groupHeaderButton'
  >,
  nextStatus: number,
): StatusChangeEffects => {
  const next = { ...fair, status: nextStatus };
  const buttons = [...fair.groupHeaderButton]
    .filter((b) => b.isVisible)
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((button) => {
      const access = button.access as Record<string, Record<string, boolean> | undefined>;
      const keys = Object.keys(access).filter((k) => k === ANONYMOUS_ACCESS_KEY || k.startsWith('ROLE_'));
      const now = (k: string) => access[k]?.[String(fair.status)] === true;
      const then = (k: string) => access[k]?.[String(nextStatus)] === true;
      return {
        button,
        activated: keys.filter((k) => !now(k) && then(k)),
        deactivated: keys.filter((k) => now(k) && !then(k)),
      };
    })
    .filter((c) => c.activated.length > 0 || c.deactivated.length > 0);
  return {
    registration: {
      visitor: change(acceptsRegistration(fair, 'visitor'), acceptsRegistration(next, 'visitor')),
      exhibitor: change(acceptsRegistration(fair, 'exhibitor'), acceptsRegistration(next, 'exhibitor')),
    },
    buttons,
  };
};
