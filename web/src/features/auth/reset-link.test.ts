import { describe, expect, it } from 'vitest';
import { resetTokenFrom } from './reset-link.ts';

describe('resetTokenFrom', () => {
  it('reads the token from the fragment, with or without its #', () => {
    expect(resetTokenFrom('#token=Ab-9_x')).toBe('Ab-9_x');
    expect(resetTokenFrom('token=Ab-9_x')).toBe('Ab-9_x');
  });

  it('falls back to the query token of a link mailed before, the fragment winning', () => {
    expect(resetTokenFrom('', 'Old_token-1')).toBe('Old_token-1');
    expect(resetTokenFrom('#token=New', 'Old')).toBe('New');
  });

  it('leaves out anything that is not a token', () => {
    expect(resetTokenFrom('')).toBeUndefined();
    expect(resetTokenFrom('#section')).toBeUndefined();
    expect(resetTokenFrom('#token=<script>')).toBeUndefined();
    expect(resetTokenFrom('#token=' + 'a'.repeat(201))).toBeUndefined();
    expect(resetTokenFrom('', 'a b')).toBeUndefined();
  });
});
