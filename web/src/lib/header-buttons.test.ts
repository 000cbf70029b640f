import { describe, expect, it } from 'vitest';
import { makeButton, makeFair } from '../test/fixtures.ts';
import { headerNavButtons, internalHref, isHeaderButtonEnabled } from './header-buttons.ts';

const open = { '1': false, '2': true, '3': false, '4': false };

describe('header buttons (§2)', () => {
  const fair = makeFair({
    status: 2,
    groupHeaderButton: [
      makeButton({ id: 3, name: 'Conférences', position: 2, access: { ROLE_VISITOR: open } }),
      makeButton({ id: 1, name: 'Accueil du salon', position: 0, access: { ROLE_VISITOR: open } }),
      makeButton({ id: 2, name: 'Halls', position: 1, access: { ROLE_EXHIBITOR: open } }),
      makeButton({ id: 4, name: 'Caché', position: 3, isVisible: false, access: { ROLE_VISITOR: open } }),
    ],
  });

  it('sorts by position, skips the first button and hidden ones', () => {
    expect(headerNavButtons(fair, ['ROLE_VISITOR']).map((b) => b.button.id)).toEqual([2, 3]);
  });

  it('is active only when access[firstRole][status] is true, inert otherwise', () => {
    const items = headerNavButtons(fair, ['ROLE_VISITOR', 'ROLE_EXHIBITOR']);
    expect(items.map((b) => [b.button.id, b.enabled])).toEqual([
      [2, false],
      [3, true],
    ]);
    expect(headerNavButtons(fair, ['ROLE_EXHIBITOR']).map((b) => b.enabled)).toEqual([true, false]);
  });

  it('depends on the fair status', () => {
    const closed = makeFair({ ...fair, status: 4 });
    expect(headerNavButtons(closed, ['ROLE_VISITOR']).every((b) => !b.enabled)).toBe(true);
  });

  it('uses the anonymous entry, else the visitor entry, for logged-out users', () => {
    expect(isHeaderButtonEnabled(makeButton({ access: { ROLE_VISITOR: open } }), null, 2)).toBe(true);
    expect(
      isHeaderButtonEnabled(
        makeButton({ access: { anonymous: { '2': false }, ROLE_VISITOR: open } as never }),
        null,
        2,
      ),
    ).toBe(false);
    expect(isHeaderButtonEnabled(makeButton({ access: {} }), null, 2)).toBe(false);
  });

  it('keeps the salon prefix on internal links', () => {
    expect(internalHref('/fair/visit/lobby', 'sante-quebec-2026')).toBe(
      '/sante-quebec-2026/fair/visit/lobby',
    );
    expect(internalHref('fair/visit/lobby', undefined)).toBe('/fair/visit/lobby');
    expect(internalHref('/', 'soins-belgique-2026')).toBe('/soins-belgique-2026');
  });
});
