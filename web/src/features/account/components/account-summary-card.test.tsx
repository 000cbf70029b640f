import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeFair, makeUser } from '../../../test/fixtures.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { AccountSummaryCard } from './account-summary-card.tsx';

const PAGE = { path: '/{-$salon}/user/manage', url: '/sante-quebec-2026/user/manage' };

describe('AccountSummaryCard, the video block (issue 13)', () => {
  it('links to my calls and my interviews when the fair’s video switch is on', async () => {
    renderWithRouter(
      <AccountSummaryCard user={makeUser()} fair={makeFair({ isVideoEnabled: true })} isMultiFair={false} />,
      PAGE,
    );
    await screen.findByRole('heading', { name: 'Awa Diallo' });
    expect(screen.getByText('Vidéo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mes appels' }).getAttribute('href')).toBe(
      '/sante-quebec-2026/visio',
    );
    expect(screen.getByRole('link', { name: 'Mes entretiens' }).getAttribute('href')).toBe(
      '/sante-quebec-2026/visio/slots',
    );
  });

  it('keeps the links without a fair prefix when the page has none', async () => {
    renderWithRouter(
      <AccountSummaryCard user={makeUser()} fair={makeFair({ isVideoEnabled: true })} isMultiFair={false} />,
      { path: PAGE.path, url: '/user/manage' },
    );
    expect((await screen.findByRole('link', { name: 'Mes appels' })).getAttribute('href')).toBe('/visio');
    expect(screen.getByRole('link', { name: 'Mes entretiens' }).getAttribute('href')).toBe('/visio/slots');
  });

  it('shows no video block when the switch is off, or without a fair', async () => {
    const { unmount } = renderWithRouter(
      <AccountSummaryCard user={makeUser()} fair={makeFair({ isVideoEnabled: false })} isMultiFair={false} />,
      PAGE,
    );
    await screen.findByRole('heading', { name: 'Awa Diallo' });
    expect(screen.queryByText('Vidéo')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Mes appels' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Mes entretiens' })).toBeNull();
    unmount();

    renderWithRouter(<AccountSummaryCard user={makeUser()} fair={null} isMultiFair={false} />, PAGE);
    await screen.findByRole('heading', { name: 'Awa Diallo' });
    expect(screen.queryByRole('link', { name: 'Mes appels' })).toBeNull();
  });
});
