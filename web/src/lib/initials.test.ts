import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it('gives two initials, small words skipped', () => {
    expect(initialsOf('Maison de repos Les Tilleuls')).toBe('MR');
    expect(initialsOf('Centre intégré de santé des Deux-Rives')).toBe('CI');
    expect(initialsOf('CHSLD Les Jardins de l’Estuaire')).toBe('CJ');
    expect(initialsOf('clinique')).toBe('C');
  });

  it('keeps a short acronym whole, a longer one to its first letter', () => {
    expect(initialsOf('CHU')).toBe('CHU');
    expect(initialsOf('EHPAD')).toBe('E');
  });

  it('falls back to a question mark when there is no letter', () => {
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf('—')).toBe('?');
  });
});
