import { describe, expect, it } from 'vitest';
import type { HeaderButton } from '@passerelle/contract';
import { statusChangeEffects } from './fair-rules.ts';

const button = (
  id: number,
  name: string,
  access: HeaderButton['access'],
  isVisible = true,
): HeaderButton => ({
  id,
  name,
  translations: { fr: { name } },
  link: '/x',
  target: '_self',
  linkType: 'internal',
  isVisible,
  position: id,
  requiresLogin: false,
  access,
});

const fair = {
  status: 1,
  isRegistrationUserHomepage: true,
  isRegistrationFirmHomepage: false,
  groupHeaderButton: [
    button(1, 'Accueil', { ROLE_VISITOR: { '1': true, '2': true, '3': true } }),
    button(2, 'Mon espace', {
      ROLE_VISITOR: { '1': false, '2': true, '3': false },
      ROLE_EXHIBITOR: { '1': true, '2': true, '3': false },
      anonymous: { '1': false, '2': true },
    }),
    button(3, 'Caché', { ROLE_VISITOR: { '1': false, '2': true } }, false),
  ],
};

describe('statusChangeEffects', () => {
  it('opening a fair in preparation: registration stays as it is, buttons turn on for whom the grid says', () => {
    const effects = statusChangeEffects(fair, 2);
    expect(effects.registration).toEqual({ visitor: 'staysOpen', exhibitor: 'staysClosed' });
    expect(effects.buttons.map((b) => [b.button.name, b.activated, b.deactivated])).toEqual([
      ['Mon espace', ['ROLE_VISITOR', 'anonymous'], []],
    ]);
  });

  it('finishing it closes registration and turns buttons off', () => {
    const effects = statusChangeEffects({ ...fair, status: 2 }, 3);
    expect(effects.registration.visitor).toBe('closes');
    expect(effects.buttons.map((b) => [b.button.name, b.activated, b.deactivated])).toEqual([
      ['Mon espace', [], ['ROLE_VISITOR', 'ROLE_EXHIBITOR', 'anonymous']],
    ]);
  });

  it('reopening a finished fair reopens registration; hidden buttons are never listed', () => {
    const effects = statusChangeEffects({ ...fair, status: 3 }, 1);
    expect(effects.registration.visitor).toBe('opens');
    expect(effects.buttons.map((b) => b.button.name)).toEqual(['Mon espace']);
  });
});
