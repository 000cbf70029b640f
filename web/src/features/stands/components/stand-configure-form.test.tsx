import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeStand } from '../stand-test-data.ts';
import type { StandUpdateDraft } from '../stand-form-model.ts';
import { StandConfigureForm } from './stand-configure-form.tsx';
import { BrochureDescription } from './brochures-field.tsx';

// jsdom has no `document.fonts` (autosized textareas) nor layout (the rich-text editor).
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  const rect = () => ({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 0,
    bottom: 0,
    width: 0,
    height: 0,
    toJSON: () => ({}),
  });
  Range.prototype.getBoundingClientRect ??= rect as never;
  Range.prototype.getClientRects ??= (() => []) as never;
  document.elementFromPoint ??= () => null;
});

const translations = (name: string) => ({
  fr: { name },
  en: { name },
  nl: { name },
  de: { name },
  es: { name },
});
const catalogue = {
  types: [
    {
      id: 1,
      name: 'Comptoir',
      translations: translations('Comptoir'),
      standGroup: 1,
      artKey: 'comptoir',
      position: 0,
    },
  ],
  variations: [
    { id: 1, name: 'Clair', translations: translations('Clair'), standType: 1, artKey: 'clair', position: 0 },
  ],
  characters: {
    mainDesk: [
      {
        id: 7,
        name: 'Infirmière',
        translations: translations('Infirmière'),
        type: 'TYPE_STAND',
        artKey: 'infirmiere',
        position: 0,
      },
    ],
    standing: [],
    videoroomSpeaker: [],
    seated: [],
    watching: [],
  },
};

const render = (onSubmit = vi.fn<(draft: StandUpdateDraft) => void>()) => {
  renderWithProviders(
    <StandConfigureForm
      stand={makeStand()}
      languages={['fr', 'en']}
      catalogue={catalogue}
      sectors={[{ value: '4', label: 'Soins hospitaliers' }]}
      onSubmit={onSubmit}
      pending={false}
      error={null}
      saved={false}
    />,
  );
  return onSubmit;
};

describe('StandConfigureForm (§2 /stand/configure)', () => {
  it('refuses an unknown video link with the localised message and sends nothing until it is fixed', async () => {
    const u = userEvent.setup();
    const onSubmit = render();
    const save = screen.getByRole('button', { name: 'Enregistrer le stand' });
    expect(save.hasAttribute('disabled')).toBe(true);

    const french = screen.getByRole('tabpanel', { name: 'Français' });
    const link = within(french).getByRole('textbox', { name: /Lien de la vidéo 1/ });
    await u.clear(link);
    await u.click(link);
    await u.paste('https://example.org/ma-video');
    expect(
      within(french).getByText(
        'Lien vidéo non reconnu : YouTube, Vimeo, Dailymotion ou un code d’intégration SlideShare.',
      ),
    ).toBeTruthy();
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Corrigez les champs signalés pour enregistrer')).toBeTruthy();
    // the tab says where the error is
    expect(screen.getByRole('tab', { name: /Français/ }).textContent).toContain('1');
    expect(save.hasAttribute('disabled')).toBe(true);
    await u.click(save);
    expect(onSubmit).not.toHaveBeenCalled();

    await u.clear(link);
    await u.paste('https://vimeo.com/76979871');
    expect(within(french).getByText('Vidéo Vimeo reconnue')).toBeTruthy();
    expect(within(french).queryByText(/Lien vidéo non reconnu/)).toBeNull();
    await u.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const draft = onSubmit.mock.calls[0]![0];
    expect(Object.keys(draft.body)).toEqual(['languages']);
    expect(draft.body.languages?.[0]?.resources?.[0]).toEqual({
      type: 'TYPE_VIDEO',
      url: 'https://vimeo.com/76979871',
      title: 'Notre équipe',
    });
  }, 20_000);

  it('edits each language in its own tab and sends only the changed one', async () => {
    const u = userEvent.setup();
    const onSubmit = render();
    await u.click(screen.getByRole('tab', { name: /English/ }));
    const english = screen.getByRole('tabpanel', { name: 'English' });
    await u.click(within(english).getByRole('textbox', { name: 'Titre (English)' }));
    await u.paste('Come and care in Quebec');
    expect(screen.getByText('Modifications non enregistrées')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Enregistrer le stand' }));
    expect(onSubmit.mock.calls[0]![0].body).toEqual({
      languages: [{ language: 'en', title: 'Come and care in Quebec', infos: null, resources: [] }],
    });
  }, 20_000);

  it('does not offer the organizer’s switch to the exhibitor', () => {
    render();
    expect(screen.getByRole('switch', { name: /Stand visible des visiteurs/ })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /Masqué par l’organisateur/ })).toBeNull();
  }, 20_000);
});

function DescriptionHarness({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <BrochureDescription
      label="Description de la brochure 1"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('BrochureDescription (§5: at most 300 characters)', () => {
  it('counts as you type and stops at 300', async () => {
    const u = userEvent.setup();
    const onValue = vi.fn<(value: string) => void>();
    renderWithProviders(<DescriptionHarness onValue={onValue} />);
    expect(screen.getByText('0 / 300 caractères')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Description de la brochure 1' });
    await u.click(box);
    await u.paste('x'.repeat(310));
    expect((box as HTMLTextAreaElement).value).toHaveLength(300);
    expect(onValue.mock.lastCall?.[0]).toHaveLength(300);
    expect(screen.getByText('300 / 300 caractères')).toBeTruthy();
    await u.type(box, 'y');
    expect((box as HTMLTextAreaElement).value).toHaveLength(300);
    expect(screen.getByText('300 / 300 caractères')).toBeTruthy();
  });
});
