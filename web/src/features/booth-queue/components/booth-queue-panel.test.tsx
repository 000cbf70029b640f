import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BoothQueue } from '@passerelle/contract';
import { clearSession, setSession } from '../../../lib/session.ts';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderWithRouter } from '../../../test/router.tsx';
import { BoothQueuePanel } from './booth-queue-panel.tsx';

const queue = (mine: BoothQueue['mine']): BoothQueue => ({
  stand: 9,
  availableStaff: 0,
  isOpen: true,
  openingHours: null,
  timezone: 'America/Toronto',
  waiting: 1,
  mine,
  entries: null,
  abilities: { joinCall: true, joinChat: false, take: false },
});
const leftAway: NonNullable<BoothQueue['mine']> = {
  id: 4,
  kind: 'call',
  status: 'left',
  place: null,
  estimatedWaitSeconds: null,
  joinedAt: '2026-11-29T10:00:00.000Z',
  takenBy: null,
  leftWhileAway: true,
};

beforeEach(() => setSession('token', makeUser()));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('BoothQueuePanel, a visitor back after the queue let her go (issue 13)', () => {
  it('says why her place is gone, and she joins again', async () => {
    const calls = fakeApi((method) =>
      method === 'POST'
        ? json(
            queue({
              ...leftAway,
              status: 'waiting',
              place: 2,
              estimatedWaitSeconds: 600,
              leftWhileAway: false,
            }),
            201,
          )
        : json(queue(leftAway)),
    );
    renderWithRouter(<BoothQueuePanel standId={9} onTaken={() => undefined} />);
    const panel = await screen.findByRole('region', { name: 'Parler à l’équipe' });
    expect((await within(panel).findByTestId('queue-left-away')).textContent).toBe(
      'Votre page est restée fermée trop longtemps : vous avez quitté la file. Vous pouvez la rejoindre à nouveau.',
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Attendre un appel vidéo' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: expect.objectContaining({ pathname: '/api/stands/9/queue' }) as URL,
        body: { kind: 'call' },
      }),
    );
  });

  it('says nothing of it to a visitor who never queued', async () => {
    fakeApi(() => json(queue(null)));
    renderWithRouter(<BoothQueuePanel standId={9} onTaken={() => undefined} />);
    const panel = await screen.findByRole('region', { name: 'Parler à l’équipe' });
    await within(panel).findByRole('button', { name: 'Attendre un appel vidéo' });
    expect(within(panel).queryByTestId('queue-left-away')).toBeNull();
  });
});
