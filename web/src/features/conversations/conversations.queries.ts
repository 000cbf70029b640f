import { useEffect, useRef, useState } from 'react';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  ConversationCreate,
  ConversationListQuery,
  ConversationUpdate,
  FirmInboxQuery,
  MessageHistory,
} from '@passerelle/contract';
import { conversationsApi } from '@passerelle/contract/lite';
import { apiCall, apiList } from '../../lib/api-client.ts';
import { firmStaffQuery } from '../../lib/firm-staff.ts';
import { invalidateEndpoints, queryKeyOf, refreshAfterEvent } from '../../lib/query-keys.ts';
import { useRealtimeEvent } from '../../lib/realtime-events.ts';

const api = conversationsApi;

/** How many messages one page of history holds. */
export const HISTORY_PAGE = 30;
/** How long "is typing…" stays after the last typing signal. */
export const TYPING_SHOWN_MS = 4000;
/** At most one typing signal per this many ms while the composer changes. */
export const TYPING_SIGNAL_MS = 2500;
/** The realtime stream refreshes the lists; this slow poll is the safety net of a tab without it. */
const LIST_REFETCH_MS = 120_000;

export const conversationQueries = {
  /** `GET /conversations`: the caller's own, unread first (the archived ones apart). */
  list: (query: ConversationListQuery, viewer: number) =>
    queryOptions({
      queryKey: queryKeyOf(api.listConversations, query, viewer),
      queryFn: ({ signal }) => apiList(api.listConversations, { query, signal }),
      placeholderData: keepPreviousData,
      refetchInterval: LIST_REFETCH_MS,
    }),
  /** `GET /firms/{id}/conversations`: the firm's booth-chat inbox. */
  inbox: (firmId: number, query: FirmInboxQuery) =>
    queryOptions({
      queryKey: queryKeyOf(api.listFirmInbox, { id: firmId }, query),
      queryFn: ({ signal }) => apiList(api.listFirmInbox, { params: { id: firmId }, query, signal }),
      placeholderData: keepPreviousData,
      refetchInterval: LIST_REFETCH_MS,
    }),
  /** `GET /conversations/{uuid}`. */
  byUuid: (uuid: string, viewer: number) =>
    queryOptions({
      queryKey: queryKeyOf(api.getConversation, { uuid }, viewer),
      queryFn: ({ signal }) => apiCall(api.getConversation, { params: { uuid }, query: {}, signal }),
    }),
  /**
   * `GET /conversations/{id}/messages`: the newest page first, then older ones with `before`
   * (the thread draws the pages reversed, oldest on top).
   */
  history: (conversationId: number) =>
    infiniteQueryOptions({
      queryKey: queryKeyOf(api.listConversationMessages, { id: conversationId }, 'infinite'),
      queryFn: ({ pageParam, signal }) =>
        apiCall(api.listConversationMessages, {
          params: { id: conversationId },
          query: { limit: HISTORY_PAGE, ...(pageParam ? { before: pageParam } : {}) },
          signal,
        }),
      initialPageParam: 0,
      getNextPageParam: (last: MessageHistory) =>
        last.hasMore && last.messages[0] ? last.messages[0].id : undefined,
    }),
  /** `GET /conversations/get-custom-data/{userId}?fair=`: may the viewer write to that person, and why not. */
  customData: (userId: number, fair: number, viewer: number) =>
    queryOptions({
      queryKey: queryKeyOf(api.getConversationCustomData, { userId }, { fair }, viewer),
      queryFn: ({ signal }) =>
        apiCall(api.getConversationCustomData, { params: { userId }, query: { fair }, signal }),
      staleTime: 30_000,
    }),
  /** `GET /fairs/{id}/mutes`: who is muted in the fair (its moderators and booth staff may see it). */
  mutes: (fair: number) =>
    queryOptions({
      queryKey: queryKeyOf(api.listFairMutes, { id: fair }),
      queryFn: ({ signal }) => apiCall(api.listFairMutes, { params: { id: fair }, signal }),
      staleTime: 30_000,
    }),
  /** The firm's own people, to assign a chat to. */
  colleagues: firmStaffQuery,
};

/** Every query that shows conversations, their counts or their messages. */
const CONVERSATION_VIEWS = [
  api.listConversations,
  api.listFirmInbox,
  api.getConversation,
  api.listConversationMessages,
  api.getConversationCustomData,
];

const refreshAll = (queryClient: QueryClient) => invalidateEndpoints(queryClient, ...CONVERSATION_VIEWS);

interface ConversationEvent {
  conversationId: number;
  userId?: number;
  authorId?: number;
}

/** Who is typing in which conversation (by conversation id), until when. */
const useTypingMap = () => {
  const [typing, setTyping] = useState<Record<number, { userId: number; until: number }>>({});
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((t) => clearTimeout(t));
  }, []);
  const show = (conversationId: number, userId: number) => {
    const until = Date.now() + TYPING_SHOWN_MS;
    setTyping((m) => ({ ...m, [conversationId]: { userId, until } }));
    clearTimeout(timers.current.get(conversationId));
    timers.current.set(
      conversationId,
      setTimeout(() => {
        setTyping((m) => {
          const next = { ...m };
          delete next[conversationId];
          return next;
        });
      }, TYPING_SHOWN_MS),
    );
  };
  const clear = (conversationId: number) =>
    setTyping((m) => {
      if (!(conversationId in m)) return m;
      const next = { ...m };
      delete next[conversationId];
      return next;
    });
  return { typing, show, clear };
};

/**
 * Lists and threads follow the stream: a new message or a change (read, archived, assigned)
 * refreshes what shows conversations; `conversation.typing` from someone else shows "is typing…"
 * for a few seconds (a message from that person ends it). `onMessage` hears each new message.
 */
export const useLiveConversations = (
  viewerId: number | null,
  onMessage?: (event: { conversationId: number; authorId: number }) => void,
) => {
  const queryClient = useQueryClient();
  const { typing, show, clear } = useTypingMap();
  const follow = () => refreshAfterEvent(queryClient, ...CONVERSATION_VIEWS);
  useRealtimeEvent('conversation.message', (data) => {
    const e = data as ConversationEvent;
    clear(e.conversationId);
    follow();
    if (typeof e.authorId === 'number')
      onMessage?.({ conversationId: e.conversationId, authorId: e.authorId });
  });
  useRealtimeEvent('conversation.changed', follow);
  useRealtimeEvent('conversation.typing', (data) => {
    const e = data as ConversationEvent;
    if (typeof e.userId === 'number' && e.userId !== viewerId) show(e.conversationId, e.userId);
  });
  return typing;
};

export const useCreateConversationMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConversationCreate) => apiCall(api.createConversation, { body }),
    onSuccess: () => refreshAll(queryClient),
  });
};

export const useSendMessageMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { conversation: number; body: string }) => apiCall(api.createDirectMessage, { body }),
    onSuccess: () => refreshAll(queryClient),
  });
};

export const useMarkReadMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(api.markConversationRead, { params: { id }, body: {} }),
    // Only the lists and the conversation: the history is unchanged.
    onSuccess: () =>
      invalidateEndpoints(queryClient, api.listConversations, api.listFirmInbox, api.getConversation),
  });
};

export const useToggleArchiveMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(api.toggleConversationArchive, { params: { id }, body: {} }),
    onSuccess: () => refreshAll(queryClient),
  });
};

export const useUpdateConversationMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ConversationUpdate }) =>
      apiCall(api.updateConversation, { params: { id }, body }),
    onSuccess: () => refreshAll(queryClient),
  });
};

export const useReportMessageMutation = () =>
  useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiCall(api.reportMessage, { params: { id }, body: { reason } }),
  });

/** Who is muted, and whether the viewer may write to someone, change with a mute. */
const refreshMutes = (queryClient: QueryClient) =>
  invalidateEndpoints(queryClient, api.listFairMutes, api.getConversationCustomData);

export const useMuteUserMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fair, user }: { fair: number; user: number }) =>
      apiCall(api.muteUser, { params: { id: fair }, body: { user } }),
    onSuccess: () => refreshMutes(queryClient),
  });
};

export const useUnmuteUserMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fair, user }: { fair: number; user: number }) =>
      apiCall(api.unmuteUser, { params: { id: fair, userId: user } }),
    onSuccess: () => refreshMutes(queryClient),
  });
};

/** Tells the other side the viewer is typing, at most once per TYPING_SIGNAL_MS. */
export const useTypingSignal = (conversationId: number) => {
  const last = useRef(0);
  return () => {
    const now = Date.now();
    if (now - last.current < TYPING_SIGNAL_MS) return;
    last.current = now;
    apiCall(api.signalTyping, { params: { id: conversationId }, body: {} }).catch(() => undefined);
  };
};
