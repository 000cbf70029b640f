import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, toProblem } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { emptyFirmValues, validateFirmForm, type FirmFormValues } from '../firm-form-model.ts';
import { FirmForm } from './firm-form.tsx';

// jsdom has no `document.fonts`, which the autosized textarea listens to.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
});

const types = [{ value: '1', label: 'Hôpital public' }];
const sectors = [{ value: '2', label: 'Soins hospitaliers' }];
const render = (props: Partial<Parameters<typeof FirmForm>[0]> = {}) =>
  renderWithProviders(
    <FirmForm
      initialValues={emptyFirmValues()}
      types={types}
      sectors={sectors}
      validate={validateFirmForm}
      onSubmit={vi.fn()}
      pending={false}
      error={null}
      showVisibility={false}
      submitLabel="Créer l’exposant"
      {...props}
    />,
  );

describe('FirmForm (§3 Firm)', () => {
  it('requires the name and checks the website before submitting', async () => {
    const u = userEvent.setup();
    const onSubmit = vi.fn<(values: FirmFormValues) => void>();
    render({ onSubmit });
    await u.click(screen.getByRole('button', { name: 'Créer l’exposant' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Nom de la structure/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    // paste rather than type: fewer keystrokes, the same change events
    const fill = async (name: RegExp, text: string) => {
      await u.click(screen.getByRole('textbox', { name }));
      await u.paste(text);
    };
    await fill(/Nom de la structure/, 'CHSLD des Érables');
    await fill(/Site web/, 'pas une url');
    await u.click(screen.getByRole('button', { name: 'Créer l’exposant' }));
    expect(screen.getByText('Adresse web invalide.')).toBeTruthy();
    await u.clear(screen.getByRole('textbox', { name: /Site web/ }));
    await fill(/Site web/, 'www.erables.org');
    await fill(/Description/, 'Soins de longue durée.');
    await u.click(screen.getByRole('button', { name: 'Créer l’exposant' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'CHSLD des Érables',
        website: 'www.erables.org',
        description: 'Soins de longue durée.',
      }),
    );
    expect(screen.getByText('22 / 5000 caractères')).toBeTruthy();
  });

  it('shows a taken name on the field and other failures in the card; the switch only for organizers', () => {
    const taken = new ApiError(toProblem(409, { message_code: 'firm_exists' }, 'Conflict'));
    const { unmount } = render({ error: taken, initialValues: { ...emptyFirmValues(), name: 'Déjà pris' } });
    expect(screen.getByText('Un exposant porte déjà ce nom.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    unmount();
    const forbidden = new ApiError(toProblem(403, { message_code: 'forbidden' }, 'Forbidden'));
    render({ error: forbidden, showVisibility: true });
    expect(screen.getByRole('alert').textContent).toContain(
      'Vous n’avez pas le droit de faire cette action.',
    );
    expect(screen.getByRole('switch', { name: /Visible par les visiteurs/ })).toBeTruthy();
  });
});
