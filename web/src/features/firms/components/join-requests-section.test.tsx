import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FirmJoinRequest } from '@passerelle/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { JoinRequestsSection } from './join-requests-section.tsx';

const request = (over: Partial<FirmJoinRequest> = {}): FirmJoinRequest => ({
  id: 7,
  firm: { id: 3, name: 'CISSS des Rives' },
  user: { id: 40, firstName: 'Karim', lastName: 'Haddad', email: 'karim@exemple.org', jobTitle: 'Infirmier' },
  fair: { id: 1, name: 'Salon Santé Québec' },
  userType: 6,
  requestedBy: { id: 40, firstName: 'Karim', lastName: 'Haddad' },
  status: 'pending',
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-05-12T10:00:00Z',
  abilities: { decide: true },
  ...over,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json',
      'x-total-items': String(Array.isArray(body) ? body.length : 0),
    },
  });

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});
const render = () =>
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <JoinRequestsSection firmId={3} firmName="CISSS des Rives" />
    </QueryClientProvider>,
  );

describe('JoinRequestsSection', () => {
  it('shows who asks, when, through which fair and for which role; declining asks for confirmation first', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValueOnce(json([request()]));
    const u = userEvent.setup();
    render();
    const list = await screen.findByRole('list', { name: 'Demandes en attente' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Haddad Karim')).toBeTruthy();
    expect(within(item).getByText('karim@exemple.org')).toBeTruthy();
    expect(within(item).getByText('Contact de stand')).toBeTruthy();
    expect(within(item).getByText('Demandée le 12/05/26 par le salon Salon Santé Québec')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/firms/3/join-requests?status=pending&pagination=false',
    );

    await u.click(within(item).getByRole('button', { name: 'Refuser la demande de Karim Haddad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser la demande ?' });
    expect(within(dialog).getByText(/ne rejoindra pas CISSS des Rives/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(json(request({ status: 'declined', abilities: { decide: false } })));
    fetchMock.mockResolvedValueOnce(json([]));
    await u.click(within(dialog).getByRole('button', { name: 'Refuser la demande' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/firm_join_requests/7');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'declined' });
    expect(await screen.findByText('Aucune demande en attente.')).toBeTruthy();
  });

  it('accepts at once, and shows no decision buttons where the api says the caller may not decide', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValueOnce(
      json([
        request(),
        request({
          id: 8,
          user: { ...request().user, id: 41, firstName: 'Léa' },
          abilities: { decide: false },
        }),
      ]),
    );
    const u = userEvent.setup();
    render();
    const items = within(await screen.findByRole('list', { name: 'Demandes en attente' })).getAllByRole(
      'listitem',
    );
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    fetchMock.mockResolvedValueOnce(json(request({ status: 'accepted', abilities: { decide: false } })));
    fetchMock.mockResolvedValueOnce(json([]));
    await u.click(within(items[0]!).getByRole('button', { name: 'Accepter la demande de Karim Haddad' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({ status: 'accepted' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
