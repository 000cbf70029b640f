import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { BusinessCard } from '@passerelle/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { BusinessCardView } from './business-card-view.tsx';

const card: BusinessCard = {
  id: 7,
  firstName: 'Awa',
  lastName: 'Diallo',
  jobTitle: 'Infirmière',
  email: 'awa@demo.test',
  phone: null,
  website: 'exemple.org',
  country: 33,
  languages: [1, 2],
  socialLinks: { linkedin: 'https://linkedin.com/in/awa' },
  videoconferenceLinks: {},
};
const countries = [{ value: '33', label: 'France' }];
const languages = [
  { value: '1', label: 'Français' },
  { value: '2', label: 'Anglais' },
];

describe('BusinessCardView (§2 my business card)', () => {
  it('shows the card with names resolved from the lists', () => {
    renderWithProviders(<BusinessCardView card={card} countries={countries} languages={languages} />);
    expect(screen.getByRole('heading', { name: 'Awa Diallo' })).toBeTruthy();
    expect(screen.getByText('awa@demo.test')).toBeTruthy();
    expect(screen.getByText('Français, Anglais')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'exemple.org' }).getAttribute('href')).toBe(
      'https://exemple.org',
    );
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toBeTruthy();
    expect(screen.queryByText('Votre adresse e-mail n’est pas affichée dans ce salon')).toBeNull();
  });

  it('says so when the fair hides e-mails', () => {
    const { email: _hidden, ...withoutEmail } = card;
    renderWithProviders(<BusinessCardView card={withoutEmail} countries={countries} languages={languages} />);
    expect(screen.getByText('Votre adresse e-mail n’est pas affichée dans ce salon')).toBeTruthy();
  });
});
