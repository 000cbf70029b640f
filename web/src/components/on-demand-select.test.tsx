import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render.tsx';
import { OnDemandSelect } from './on-demand-select.tsx';

const data = [
  { value: 'fr', label: 'Français' },
  { value: 'en', label: 'Anglais' },
];

describe('OnDemandSelect', () => {
  it('builds its list only when opened, tells that it is open and which list it is, and picks by keyboard', async () => {
    const u = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<OnDemandSelect label="Langue" data={data} onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Langue' });
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    expect(field.getAttribute('aria-expanded')).toBe('false');

    await u.click(field);
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('true'));
    const list = document.getElementById(field.getAttribute('aria-controls') ?? '');
    expect(list?.getAttribute('role')).toBe('listbox');
    // jsdom lays nothing out, so the list never counts as positioned (shown): its options are read as hidden.
    expect(
      within(list!)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['Français', 'Anglais']);

    await u.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('en', expect.objectContaining({ label: 'Anglais' }));
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.getAttribute('aria-controls')).toBeNull();
  });
});
