import { describe, expect, it } from 'vitest';
import { LEGAL_HTML_MAX } from '@passerelle/contract';
import { draftError } from './legal-draft.ts';

describe('draftError (the legal editor refuses what the api would)', () => {
  it('accepts a document with text', () => {
    expect(draftError('<h2>Éditeur</h2><p>Agence régionale</p>')).toBeNull();
  });

  it('refuses a document with no text left', () => {
    expect(draftError('')).toBe('required');
    expect(draftError('<p></p><p><br></p>')).toBe('required');
    expect(draftError('<p>&nbsp; </p>')).toBe('required');
  });

  it('refuses a document longer than the stored maximum', () => {
    expect(draftError(`<p>${'a'.repeat(LEGAL_HTML_MAX)}</p>`)).toBe('too_long');
  });
});
