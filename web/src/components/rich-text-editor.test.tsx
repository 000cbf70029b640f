import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render.tsx';
import { RichTextEditorField, normaliseRichText } from './rich-text-editor.tsx';

// jsdom has no layout: ProseMirror measures ranges.
beforeAll(() => {
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

describe('RichTextEditorField', () => {
  it('stores an empty document as nothing', () => {
    expect(normaliseRichText('<p></p>')).toBe('');
    expect(normaliseRichText('<p><br></p><p> </p>')).toBe('');
    expect(normaliseRichText('<p>Bonjour</p>')).toBe('<p>Bonjour</p>');
  });

  it('is a labelled text box with a translated toolbar limited to the §5 allow-list', () => {
    renderWithProviders(
      <RichTextEditorField
        label="Présentation"
        description="Qui vous êtes"
        value="<p>Nous recrutons</p>"
        onChange={vi.fn()}
        error="Cette valeur est trop longue."
        lang="fr"
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Présentation' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('lang')).toBe('fr');
    expect(box.textContent).toBe('Nous recrutons');
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme : Présentation' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Gras',
      'Italique',
      'Souligné',
      'Barré',
      'Effacer la mise en forme',
      'Titre de niveau 2',
      'Titre de niveau 3',
      'Titre de niveau 4',
      'Liste à puces',
      'Liste numérotée',
      'Citation',
      'Insérer un lien',
      'Retirer le lien',
      'Annuler',
      'Rétablir',
    ]);
    expect(screen.getByText('Cette valeur est trop longue.')).toBeTruthy();
  });
});
