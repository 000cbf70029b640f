import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, toProblem } from '../../../lib/api-error.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProfileForm, type ProfileFormProps, type ProfileOptions } from './profile-form.tsx';

const OPTIONS: ProfileOptions = { civilStatuses: [], countries: [], languages: [], firmTypes: [] };
const user = makeUser({ jobTitle: 'Infirmière' });

const setup = (props: Partial<ProfileFormProps> = {}) => {
  const onSubmit = vi.fn();
  renderWithProviders(
    <ProfileForm
      user={user}
      options={OPTIONS}
      onSubmit={onSubmit}
      pending={false}
      error={null}
      saved={false}
      {...props}
    />,
  );
  return {
    onSubmit,
    firstName: screen.getByLabelText(/^Prénom/),
    save: screen.getByRole('button', { name: 'Enregistrer les modifications' }),
  };
};

describe('ProfileForm (§2 /user/profile)', () => {
  it('has a heading per section', () => {
    setup();
    for (const name of ['Identité', 'Coordonnées', 'Réseaux et visioconférence', 'Structure', 'Diffusion'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
  });

  it('keeps save disabled until something changes, then sends only the changes', async () => {
    const u = userEvent.setup();
    const { firstName, save, onSubmit } = setup();
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Aucune modification')).toBeTruthy();
    await u.type(firstName, 'tou');
    await u.type(screen.getByLabelText('Ville'), 'Lyon');
    await u.click(screen.getByLabelText('J’accepte que mon profil soit diffusé aux employeurs du salon'));
    expect(screen.getByText('Modifications non enregistrées')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(false);
    await u.click(save);
    expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Awatou', city: 'Lyon', isAcceptingDiffusion: true });
  });

  it('shows a required name inline and blocks the save', async () => {
    const u = userEvent.setup();
    const { firstName, save } = setup();
    await u.clear(firstName);
    fireEvent.blur(firstName);
    expect(screen.getByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);
  });

  it('checks e-mail and urls as the contract does', async () => {
    const u = userEvent.setup();
    const { save } = setup();
    const email = screen.getByLabelText(/^E-mail d’affichage/);
    await u.type(email, 'awa@');
    fireEvent.blur(email);
    expect(screen.getByText('Adresse e-mail invalide.')).toBeTruthy();
    const zoom = screen.getByLabelText('Zoom');
    await u.type(zoom, 'pas une adresse');
    fireEvent.blur(zoom);
    expect(screen.getByText('Adresse web invalide.')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);
  });

  it('puts server violations on their field until it is edited', async () => {
    const u = userEvent.setup();
    const violation = new ApiError(
      toProblem(
        422,
        { violations: [{ propertyPath: 'website', code: 'invalid_url', message: 'x' }] },
        'Unprocessable',
      ),
    );
    function Harness() {
      const [error, setError] = useState<unknown>(null);
      return (
        <ProfileForm
          user={user}
          options={OPTIONS}
          onSubmit={() => setError(violation)}
          pending={false}
          error={error}
          saved={false}
        />
      );
    }
    renderWithProviders(<Harness />);
    const website = screen.getByLabelText('Site web');
    await u.type(website, 'exemple.org');
    await u.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(screen.getByText('Adresse web invalide.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await u.type(website, 'x');
    expect(screen.queryByText('Adresse web invalide.')).toBeNull();
  });

  it('shows other problems in the error card', () => {
    setup({ error: new ApiError(toProblem(403, { message_code: 'forbidden' }, 'Forbidden')) });
    expect(screen.getByRole('alert').textContent).toContain(
      'Vous n’avez pas le droit de faire cette action.',
    );
  });

  it('confirms a save with a status message', () => {
    setup({ saved: true });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Modifications enregistrées');
    expect(status.textContent).toContain('La modification a été effectuée avec succès.');
  });
});
