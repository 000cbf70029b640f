import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InterviewSlot, StandListItem } from '@passerelle/contract';
import { clearSession, setSession } from '../../../lib/session.ts';
import { fakeApi as api, json } from '../../../test/fake-api.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { useFirmBoothInFair } from '../interview-slots.queries.ts';
import { BoothInterviewSlotsPanel } from './booth-interview-slots-panel.tsx';

const visitor = makeUser();
const startsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
const slot: InterviewSlot = {
  id: 31,
  fair: 1,
  timezone: 'America/Toronto',
  stand: { id: 9, name: 'Deux-Rives' },
  firm: { id: 3, name: 'Centre intégré de santé des Deux-Rives' },
  host: { id: 5, firstName: 'Nadia', lastName: 'Benali', jobTitle: null, firm: null },
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 20 * 60_000).toISOString(),
  durationMinutes: 20,
  status: 'open',
  candidate: null,
  bookedByMe: false,
  bookedAt: null,
  jobOffer: null,
  cancelledBy: null,
  cancelMessage: null,
  roomPath: '/visio/slots/31',
  abilities: { book: true, cancel: false, delete: false },
  createdAt: '2026-01-01T00:00:00.000Z',
};
const booth = { id: 9, fair: 1, name: 'Deux-Rives', firm: { id: 3, name: 'Deux-Rives' } } as StandListItem;

beforeEach(() => setSession('token', visitor));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('BoothInterviewSlotsPanel beside an offer (issue 13)', () => {
  it('books a slot from the offer: the booking carries it', async () => {
    const calls = api((method, url) =>
      method === 'POST' && url.pathname === '/api/interview_slots/31/book'
        ? json({ ...slot, status: 'booked', bookedByMe: true, jobOffer: 42 })
        : json([slot]),
    );
    renderWithRouter(<BoothInterviewSlotsPanel standId={9} fairId={1} jobOffer={42} level={2} />, {
      url: '/sante-quebec-2026',
    });
    const panel = await screen.findByRole('region', { name: 'Entretiens vidéo' });
    expect(within(panel).getByRole('heading', { name: 'Entretiens vidéo', level: 2 })).toBeTruthy();
    fireEvent.click(
      await within(panel).findByRole('button', { name: /^Réserver l’entretien de .* avec Nadia Benali$/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Réserver cet entretien ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Réserver' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ jobOffer: 42 });
  });

  it('books without an offer on the booth', async () => {
    const calls = api((method) => (method === 'POST' ? json({ ...slot, status: 'booked' }) : json([slot])));
    renderWithRouter(<BoothInterviewSlotsPanel standId={9} fairId={1} />);
    fireEvent.click(await screen.findByRole('button', { name: /^Réserver l’entretien de / }));
    const dialog = await screen.findByRole('dialog', { name: 'Réserver cet entretien ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Réserver' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({});
  });
});

function FirmBooth({ fairId }: { fairId: number | null }) {
  const found = useFirmBoothInFair(3, fairId, visitor.id);
  return <p>{found === undefined ? 'loading' : found === null ? 'none' : `booth ${found.id}`}</p>;
}

describe('useFirmBoothInFair', () => {
  it('asks for the firm’s visible booths in the fair and gives the first', async () => {
    const calls = api(() => json([booth, { ...booth, id: 10 }]));
    renderWithRouter(<FirmBooth fairId={1} />);
    await screen.findByText('booth 9');
    const query = calls[0]!.url.searchParams;
    expect(calls[0]!.url.pathname).toBe('/api/stands');
    expect([
      query.get('fair'),
      query.get('firm.id'),
      query.get('isVisible'),
      query.get('pagination'),
    ]).toEqual(['1', '3', '1', 'false']);
  });

  it('gives none when the firm has no booth there, when the list is refused, or without a fair', async () => {
    api(() => json([]));
    const { unmount } = renderWithRouter(<FirmBooth fairId={1} />);
    await screen.findByText('none');
    unmount();
    vi.unstubAllGlobals();

    api(() => json({ message_code: 'login_required' }, 401));
    const refused = renderWithRouter(<FirmBooth fairId={1} />);
    await screen.findByText('none');
    refused.unmount();
    vi.unstubAllGlobals();

    const calls = api(() => json([booth]));
    renderWithRouter(<FirmBooth fairId={null} />);
    await screen.findByText('none');
    expect(calls).toEqual([]);
  });
});
