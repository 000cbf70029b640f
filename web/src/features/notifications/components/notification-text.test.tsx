import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Notification } from '@passerelle/contract';
import { visioApi } from '@passerelle/contract/lite';
import { i18n } from '../../../lib/i18n.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';
import { useNotificationSentence } from './notification-text.tsx';

const n = (kind: Notification['kind'], data: Notification['data']): Notification => ({
  id: 1,
  kind,
  fair: 2,
  data,
  unread: true,
  createdAt: '2026-05-12T10:00:00Z',
});
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  </QueryClientProvider>
);

describe('useNotificationSentence', () => {
  it('says each kind in one French sentence, from the labels the notification carries', () => {
    const { result } = renderHook(() => useNotificationSentence(), { wrapper });
    const say = result.current;
    expect(say(n('membership.validated', { fairName: 'Salon Santé Québec' }))).toBe(
      'Votre inscription au salon « Salon Santé Québec » est validée.',
    );
    expect(say(n('membership.refused', { fairName: 'Salon Santé Québec' }))).toBe(
      'Votre inscription au salon « Salon Santé Québec » a été refusée.',
    );
    expect(say(n('firm.join_request', { firmName: 'CISSS des Rives', requestId: 4 }))).toBe(
      'Une personne demande à rejoindre CISSS des Rives.',
    );
    expect(say(n('job.application.received', { offerTitle: 'Infirmière de nuit', status: 0 }))).toBe(
      'Nouvelle candidature pour l’offre « Infirmière de nuit ».',
    );
    expect(say(n('job.application.status', { offerTitle: 'Infirmière de nuit', status: 2 }))).toBe(
      'Votre candidature « Infirmière de nuit » : présélectionnée.',
    );
    expect(say(n('direct_message', { conversationUuid: '00000000-0000-4000-8000-000000000001' }))).toBe(
      'Vous avez reçu un nouveau message direct.',
    );
    expect(say(n('chat.answer', { standId: 3, standName: 'CISSS des Rives' }))).toBe(
      'Le stand « CISSS des Rives » a répondu à votre question.',
    );
    // A missed call whose caller is not read yet still reads as a sentence.
    expect(say(n('call.missed', {}))).toBe('… a essayé de vous joindre en visioconférence.');
  });

  it('names the caller of a missed call from the call itself', () => {
    // The call as the calls page already read it (anonymous viewer in tests: 0).
    queryClient.setQueryData(queryKeyOf(visioApi.getVisioRoom, { id: 9 }, 0), {
      caller: { firstName: 'Amina', lastName: 'Diallo' },
    });
    const missed = n('call.missed', { roomId: 9 });
    const { result } = renderHook(() => useNotificationSentence([missed]), { wrapper });
    expect(result.current(missed)).toBe('Amina Diallo a essayé de vous joindre en visioconférence.');
  });
});
