import type { Conversation, ConversationPerson, DirectMessage } from '@passerelle/contract';
import { MESSAGE_MAX_LENGTH } from '@passerelle/contract/lite';

/** A piece of a message: plain text, or an http(s) link shown as such. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_RE = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than a link ("see https://a.org/x."). */
const TRAILING = /[.,;:!?)\]}'»”]+$/;

/**
 * Cuts a plain-text message into text and links (issue 12: plain text with links made
 * clickable, no HTML). Only `http:` and `https:` become links; nothing is ever parsed as HTML.
 */
export const linkify = (body: string): MessagePart[] => {
  const parts: MessagePart[] = [];
  let at = 0;
  for (const match of body.matchAll(URL_RE)) {
    let url = match[0];
    const trailing = TRAILING.exec(url)?.[0] ?? '';
    url = url.slice(0, url.length - trailing.length);
    // A closing parenthesis belongs to the link when the link opened one (wikipedia's "(disambiguation)").
    if (trailing.startsWith(')') && url.split('(').length > url.split(')').length) url += ')';
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      parsed = null;
    }
    const start = match.index;
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname)
      continue;
    if (start > at) parts.push({ kind: 'text', text: body.slice(at, start) });
    parts.push({ kind: 'link', text: url, href: parsed.href });
    at = start + url.length;
  }
  if (at < body.length) parts.push({ kind: 'text', text: body.slice(at) });
  return parts;
};

/** The counter shows from this many characters on (issue 12: "a counter near 4,000"). */
export const COUNTER_FROM = MESSAGE_MAX_LENGTH - 500;

/** What the composer says about its length: nothing, a count, or too long. */
export const composerLength = (text: string) => {
  const length = text.length;
  return {
    length,
    max: MESSAGE_MAX_LENGTH,
    showCounter: length >= COUNTER_FROM,
    tooLong: length > MESSAGE_MAX_LENGTH,
    canSend: text.trim().length > 0 && length <= MESSAGE_MAX_LENGTH,
  };
};

/**
 * What a key press in the composer does: Enter sends, Shift+Enter (and Enter while an input
 * method composes a word) writes a new line.
 */
export const composerKeyAction = (key: {
  key: string;
  shiftKey: boolean;
  isComposing?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}): 'send' | 'newline' | 'none' => {
  if (key.key !== 'Enter') return 'none';
  if (key.shiftKey || key.isComposing || key.altKey) return 'newline';
  return 'send';
};

/** Unread first, then the latest message first (the server orders so; a live change keeps it true). */
export const sortConversations = (list: readonly Conversation[]): Conversation[] =>
  [...list].sort((a, b) => {
    const unread = Number(b.unreadCount > 0) - Number(a.unreadCount > 0);
    if (unread !== 0) return unread;
    return b.lastMessageAt.localeCompare(a.lastMessageAt);
  });

/** The people of a conversation the viewer talks to (itself left out; a booth chat's visitor, for staff). */
export const othersOf = (c: Conversation, viewerId: number): ConversationPerson[] =>
  c.participants.filter((p) => p.id !== viewerId);

/**
 * Whether a message comes from the viewer's side: their own, or, for the firm's staff in a booth
 * chat, a colleague's answer (the firm speaks as one side: drawn with the viewer's, never reported).
 */
export const fromViewersSide = (
  c: Pick<Conversation, 'kind' | 'firm' | 'participants'>,
  m: Pick<DirectMessage, 'mine' | 'author'>,
  viewerId: number,
): boolean => {
  if (m.mine) return true;
  return viewsForFirm(c, viewerId) && c.firm !== null && m.author.firm?.id === c.firm.id;
};

/** A booth chat seen by the firm's staff (its visitor is the first participant). */
const viewsForFirm = (c: Pick<Conversation, 'kind' | 'participants'>, viewerId: number) =>
  c.kind === 'booth' && c.participants[0]?.id !== viewerId;

/**
 * The id of the viewer's last message that the other side has read ("Seen" goes under it):
 * the newest of my messages at or below another participant's (or the firm's) last read.
 */
export const seenMessageId = (
  c: Pick<Conversation, 'kind' | 'participants' | 'readReceipts'>,
  messages: readonly { id: number; mine: boolean }[],
  viewerId: number,
): number | null => {
  // In a booth chat the firm's staff read as one side (user null); the visitor is the first participant.
  const visitor = c.kind === 'booth' ? (c.participants[0]?.id ?? null) : null;
  const staffSide = viewsForFirm(c, viewerId);
  const others = c.readReceipts.filter((r) =>
    staffSide ? r.user !== null && r.user === visitor : r.user !== viewerId,
  );
  const read = Math.max(0, ...others.map((r) => r.lastReadMessageId ?? 0));
  if (read === 0) return null;
  const lastMine = messages.filter((m) => m.mine).at(-1);
  // Only under my latest message: an older one seen and a newer one not says nothing useful.
  return lastMine && lastMine.id <= read ? lastMine.id : null;
};
