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
  it('shows the e-mail only when the fair shows it, what another domain adds, and the call as coming soon', () => {
    const { unmount } = renderWithProviders(
      <>
        <p id="note">Bientôt</p>
        <ContactCard
          card={{ ...card, email: 'nadia@deux-rives.example' }}
          noteId="note"
          actions={<button type="button">Message</button>}
        />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Nadia Benali' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'nadia@deux-rives.example' }).getAttribute('href')).toBe(
      'mailto:nadia@deux-rives.example',
    );
    expect(screen.getByRole('button', { name: 'Message' }).hasAttribute('disabled')).toBe(false);
    const call = screen.getByRole('button', { name: 'Appel vidéo' });
    expect(call.hasAttribute('disabled')).toBe(true);
    expect(call.getAttribute('aria-describedby')).toBe('note');
    unmount();
    renderWithProviders(<ContactCard card={card} noteId="note" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
