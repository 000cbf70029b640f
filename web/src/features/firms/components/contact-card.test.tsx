import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContactCard } from './contact-card.tsx';

const card = {
  id: 3,
  firstName: 'Nadia',
  lastName: 'Benali',
  jobTitle: 'Conseillère en recrutement international',
  phone: null,
  website: null,
  country: null,
  languages: [],
  socialLinks: {},
  videoconferenceLinks: {},
};

describe('ContactCard', () => {
  it('shows the e-mail only when the fair shows it, and the chat and call buttons as coming soon', () => {
    const { unmount } = renderWithProviders(
      <>
        <p id="note">Bientôt</p>
        <ContactCard card={{ ...card, email: 'nadia@deux-rives.example' }} noteId="note" />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Nadia Benali' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'nadia@deux-rives.example' }).getAttribute('href')).toBe(
      'mailto:nadia@deux-rives.example',
    );
    const chat = screen.getByRole('button', { name: 'Discuter' });
    expect(chat.hasAttribute('disabled')).toBe(true);
    expect(chat.getAttribute('aria-describedby')).toBe('note');
    expect(screen.getByRole('button', { name: 'Appel vidéo' }).hasAttribute('disabled')).toBe(true);
    unmount();
    renderWithProviders(<ContactCard card={card} noteId="note" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
