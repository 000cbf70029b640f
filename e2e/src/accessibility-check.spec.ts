import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launch, open } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

// The journeys' accessibility check (fixtures.ts runs axe-core in the page itself): it must fail on a
// page with serious faults, also in the part `include` selects, and pass once they are fixed.
describe('the accessibility check', () => {
  it('refuses a nameless button and an image without text, and passes the same page fixed', async () => {
    const s = await open(browser);
    const { page } = s;
    await page.setContent(
      '<html lang="fr"><head><title>Essai</title></head><body><main><h1>Essai</h1>' +
        '<section id="bad"><button></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></section>' +
        '<section id="good"><button>Envoyer</button></section></main></body></html>',
    );
    // The assertion's `actual` lists the violations found.
    const failure = await expectAccessible(page).then(
      () => '',
      (e: unknown) => JSON.stringify((e as { actual?: unknown }).actual),
    );
    expect(failure).toContain('button-name');
    expect(failure).toContain('image-alt');
    await expect(expectAccessible(page, '#bad')).rejects.toMatchObject({
      actual: [expect.stringMatching(/^button-name/), expect.stringMatching(/^image-alt/)],
    });
    // Only the selected part counts; a second run reuses the axe already in the page.
    await expectAccessible(page, '#good');
    await page.evaluate(
      `document.querySelector('#bad button').textContent = 'Fermer'; document.querySelector('#bad img').alt = 'Logo';`,
    );
    await expectAccessible(page);
    await s.context.close();
  });
});
