import { describe, expect, it } from 'vitest';
import { LOCALES } from '@passerelle/contract';
import { renderTemplate } from './templates.ts';

describe('built-in e-mail templates', () => {
  it.each(LOCALES)('%s renders the reset mail with its placeholders filled', (locale) => {
    const m = renderTemplate('passwordReset', locale, {
      firstName: 'Amina',
      link: 'https://x.example/r?token=abc',
    });
    expect(m.subject.length).toBeGreaterThan(5);
    expect(m.text).toContain('Amina');
    expect(m.text).toContain('https://x.example/r?token=abc');
    expect(m.html).toContain('href="https://x.example/r?token=abc"');
  });

  it('escapes placeholders in the HTML part', () => {
    const m = renderTemplate('passwordReset', 'fr', {
      firstName: '<img src=x onerror=alert(1)>',
      link: 'https://x.example',
    });
    expect(m.html).not.toContain('<img');
    expect(m.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
