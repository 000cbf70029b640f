import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, toProblem } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { lookupFormValues, toLookupBody, type LookupFormValues } from '../lookup-form-model.ts';
import { GEOGRAPHY_LEVELS } from '../geography-levels.ts';
import { LookupForm } from './lookup-form.tsx';

const SUBMIT = 'Enregistrer';

describe('LookupForm (§2 lookup tables)', () => {
  it('requires the French name, then submits a body without the empty locales', async () => {
    const u = userEvent.setup();
    const onSubmit = vi.fn<(values: LookupFormValues) => void>();
    renderWithProviders(
      <LookupForm
        initialValues={lookupFormValues(undefined, 4)}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
        pending={false}
        error={null}
      />,
    );
    await u.click(screen.getByRole('button', { name: SUBMIT }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Nom \(français\)/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Ce champ est obligatoire.')).toBeTruthy();

    await u.type(screen.getByLabelText(/^Nom \(français\)/), 'Étudiant');
    await u.type(screen.getByLabelText(/^Nom \(anglais\)/), 'Student');
    await u.click(screen.getByRole('button', { name: SUBMIT }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const submitted = onSubmit.mock.calls[0]?.[0];
    expect(submitted && toLookupBody(submitted)).toEqual({
      position: 4,
      translations: { fr: { name: 'Étudiant' }, en: { name: 'Student' } },
    });
  });

  it('refuses a decimal position', async () => {
    const u = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <LookupForm
        initialValues={{ ...lookupFormValues(), position: 2.5 }}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
        pending={false}
        error={null}
      />,
    );
    await u.type(screen.getByLabelText(/^Nom \(français\)/), 'Cadre');
    await u.click(screen.getByRole('button', { name: SUBMIT }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Position/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a server failure without violations in the error card', () => {
    const forbidden = new ApiError(toProblem(403, { message_code: 'forbidden' }, 'Forbidden'));
    renderWithProviders(
      <LookupForm
        initialValues={lookupFormValues()}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
        pending={false}
        error={forbidden}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Vous n’avez pas le droit de faire cette action.',
    );
  });

  it('edits a region: one plain name, an optional code, the country; the server’s refusals on their fields', async () => {
    const u = userEvent.setup();
    // The regions' own configuration (geography-levels.ts).
    const { plainName, extraFields, parent } = GEOGRAPHY_LEVELS.regions;
    const shape = {
      positioned: false,
      parentField: parent.field,
      parentRequired: true,
      plainName,
      extraFields,
    };
    const refused = new ApiError(
      toProblem(
        422,
        {
          message_code: 'validation_failed',
          violations: [
            { propertyPath: 'country', code: 'not_found' },
            { propertyPath: 'name', code: 'too_long' },
          ],
        },
        'Unprocessable',
      ),
    );
    const sent: unknown[] = [];
    function Harness() {
      const [error, setError] = useState<unknown>(null);
      return (
        <LookupForm
          initialValues={{ ...lookupFormValues(undefined, 0, shape), parent: '75' }}
          positioned={false}
          parent={{
            field: 'country',
            label: 'Pays',
            options: [{ value: '75', label: 'France' }],
            required: true,
          }}
          plainName={{ ...shape.plainName, label: 'Nom' }}
          extraFields={[{ ...shape.extraFields[0]!, label: 'Code' }]}
          onSubmit={(values) => {
            sent.push(toLookupBody(values, shape));
            setError(refused);
          }}
          onCancel={vi.fn()}
          pending={false}
          error={error}
        />
      );
    }
    renderWithProviders(<Harness />);
    expect(screen.queryByLabelText(/^Nom \(français\)/)).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Code/ }).hasAttribute('required')).toBe(false);
    await u.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Armorique');
    await u.click(screen.getByRole('button', { name: SUBMIT }));
    expect(sent).toEqual([{ name: 'Armorique', code: null, country: 75 }]);
    expect(screen.getByText('Élément introuvable.')).toBeTruthy();
    expect(screen.getByText('Cette valeur est trop longue.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Nom/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
