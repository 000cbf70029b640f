import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, toProblem } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { TableCreateValues } from '../data-list-model.ts';
import { RefTakenError } from '../data-lists.queries.ts';
import { TableCreateForm } from './table-create-form.tsx';

const SUBMIT = 'Créer la table';
const REF = /^Identifiant de la table/;
const existing = new Set(['diploma_level']);

/** Pastes the text into the field: typing it key by key is slow and adds nothing here. */
const fill = async (u: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await u.click(field);
  await u.paste(text);
};

const setup = (error: unknown = null) => {
  const onSubmit = vi.fn<(values: TableCreateValues) => void>();
  renderWithProviders(
    <TableCreateForm
      existingRefs={existing}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
      pending={false}
      error={error}
    />,
  );
  return { onSubmit, u: userEvent.setup() };
};

// Typing through user-event is slow on a busy machine: the two form journeys get more time.
describe('TableCreateForm (§2 /user/superadmin/tables/create)', () => {
  it('refuses an empty form, a badly formed ref and a ref already used, in French', async () => {
    const { onSubmit, u } = setup();
    await u.click(screen.getByRole('button', { name: SUBMIT }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(REF).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2);

    await fill(u, screen.getByLabelText(REF), 'Spécialité');
    expect(screen.getByText(/Utilisez seulement des lettres minuscules sans accent/)).toBeTruthy();

    await u.clear(screen.getByLabelText(REF));
    await fill(u, screen.getByLabelText(REF), 'diploma_level');
    expect(screen.getByText(/Une table utilise déjà cet identifiant/)).toBeTruthy();
    await fill(u, screen.getByLabelText(/^Nom \(français\)/), 'Pédiatrie');
    await u.click(screen.getByRole('button', { name: SUBMIT }));
    expect(onSubmit).not.toHaveBeenCalled();
  }, 15_000);

  it('submits the ref and several entries, each with its filled languages only', async () => {
    const { onSubmit, u } = setup();
    await fill(u, screen.getByLabelText(REF), 'e2e_specialite');
    await fill(u, screen.getByLabelText(/^Nom \(français\)/), 'Pédiatrie');
    await fill(u, screen.getByLabelText(/^Nom \(anglais\)/), 'Paediatrics');

    await u.click(screen.getByRole('button', { name: 'Ajouter une autre valeur' }));
    const second = screen.getByRole('group', { name: 'Valeur 2' });
    // the new entry's French name has the focus
    expect(document.activeElement?.getAttribute('lang')).toBe('fr');
    await u.click(screen.getByRole('button', { name: SUBMIT }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(second.querySelector('[aria-invalid="true"]')).toBeTruthy();

    await fill(u, within(second).getByLabelText(/^Nom \(français\)/), 'Gériatrie');
    await u.click(screen.getByRole('button', { name: 'Ajouter une autre valeur' }));
    await u.click(screen.getByRole('button', { name: 'Retirer la valeur 3' }));
    await u.click(screen.getByRole('button', { name: SUBMIT }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = onSubmit.mock.calls[0]?.[0];
    expect(values?.ref).toBe('e2e_specialite');
    expect(values?.entries.map((e) => [e.fr, e.en])).toEqual([
      ['Pédiatrie', 'Paediatrics'],
      ['Gériatrie', ''],
    ]);
  }, 15_000);

  it('puts a ref taken meanwhile and the server violations on the fields', () => {
    setup(new RefTakenError('e2e_specialite'));
    expect(screen.getByLabelText(REF).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Une table utilise déjà cet identifiant/)).toBeTruthy();
  });

  it('shows a localised server violation on the French name, other failures in the card', () => {
    const invalid = new ApiError(
      toProblem(
        422,
        {
          message_code: 'validation_failed',
          violations: [{ propertyPath: 'translations.fr.level1name', code: 'too_long', message: '' }],
        },
        'Unprocessable',
      ),
    );
    setup(invalid);
    expect(screen.getByLabelText(/^Nom \(français\)/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failure without violations in the error card', () => {
    setup(new ApiError(toProblem(403, { message_code: 'forbidden' }, 'Forbidden')));
    expect(screen.getByRole('alert').textContent).toContain(
      'Vous n’avez pas le droit de faire cette action.',
    );
  });
});
