import { describe, expect, it } from 'vitest';
import { HeaderButtonInputSchema } from './schemas.ts';

const button = (link: string) => ({ translations: { fr: { name: 'Emplois' } }, link });

describe('header button links (issue 9: only http(s) or a path of the site)', () => {
  it.each([
    '/',
    '/user/manage',
    '/fair/visit/lobby?hall=2#top',
    'https://www.quebec.ca/emploi',
    'http://example.org',
  ])('accepts %s', (link) => {
    expect(HeaderButtonInputSchema.safeParse(button(link)).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '/\\evil.example',
    'evil.example',
    'ftp://files.example',
    'https://exa mple.org',
  ])('refuses %s with invalid_link', (link) => {
    const result = HeaderButtonInputSchema.safeParse(button(link));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['invalid_link']);
  });
});
