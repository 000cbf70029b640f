import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FirmUser } from '@passerelle/contract';
import { ApiError, toProblem } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeStand } from '../stand-test-data.ts';
import { StandPeopleLists, type StandPeopleListsProps } from './stand-people-lists.tsx';

const member = (id: number, firstName: string, relation: FirmUser['relation'] = 'member'): FirmUser => ({
  id,
  firstName,
  lastName: 'Test',
  email: `${firstName.toLowerCase()}@deux-rives.test`,
  jobTitle: null,
  roles: ['ROLE_EXHIBITOR'],
  userType: 6,
  relation,
});

const render = (props: Partial<StandPeopleListsProps> = {}) => {
  const all: StandPeopleListsProps = {
    stand: makeStand(),
    members: [member(21, 'Lukas'), member(22, 'Amina'), member(30, 'Claire', 'organizer')],
    onAdd: vi.fn(),
    adding: null,
    addError: null,
    onRemove: vi.fn(),
    removing: false,
    removeError: null,
    removedCount: 0,
    ...props,
  };
  renderWithProviders(<StandPeopleLists {...all} />);
  return all;
};

describe('StandPeopleLists (§2 /stand/add-contacts)', () => {
  it('hides the remove buttons without the ability and says who may remove', () => {
    render({
      stand: makeStand({
        abilities: { update: true, organize: false, addPeople: true, removePeople: false, delete: false },
      }),
    });
    expect(
      screen.getByText('Seuls les administrateurs du stand et l’organisateur peuvent retirer des personnes.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Retirer/ })).toBeNull();
    // adding stays possible
    expect(screen.getByRole('button', { name: 'Ajouter comme contact' })).toBeTruthy();
  });

  it('removes a contact only after confirming, by its name', async () => {
    const u = userEvent.setup();
    const props = render();
    await u.click(screen.getByRole('button', { name: 'Retirer Lukas Peeters des contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer ce contact ?' });
    expect(
      within(dialog).getByText('Lukas Peeters ne sera plus présenté aux visiteurs du stand.'),
    ).toBeTruthy();
    expect(props.onRemove).not.toHaveBeenCalled();
    await u.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    expect(props.onRemove).toHaveBeenCalledWith('contacts', expect.objectContaining({ id: 21, linkId: 90 }));
  });

  it('offers only the firm’s members not listed yet, and shows a refusal clearly', async () => {
    const u = userEvent.setup();
    const refused = new ApiError(toProblem(409, { message_code: 'already_listed' }, 'Conflict'));
    const props = render({ addError: { kind: 'contacts', error: refused } });
    const contacts = screen.getByRole('region', { name: 'Contacts' });
    expect(within(contacts).getByRole('alert').textContent).toContain(
      'Cette personne figure déjà dans la liste.',
    );
    const picker = within(contacts).getByRole('combobox', { name: 'Ajouter un contact' });
    await u.click(picker);
    const listbox = document.getElementById(picker.getAttribute('aria-controls') ?? '')!;
    const options = within(listbox)
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent);
    // Lukas is already a contact, Claire is an organizer, not a member of the firm
    expect(options).toEqual(['Amina Test']);
    await u.keyboard('{ArrowDown}{Enter}');
    expect((picker as HTMLInputElement).value).toBe('Amina Test');
    await u.click(within(contacts).getByRole('button', { name: 'Ajouter comme contact' }));
    expect(props.onAdd).toHaveBeenCalledWith('contacts', 22);
  });
});
