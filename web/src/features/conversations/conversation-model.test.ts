import { describe, expect, it } from 'vitest';
import type { Conversation } from '@passerelle/contract';
import { MESSAGE_MAX_LENGTH } from '@passerelle/contract/lite';
import {
  composerKeyAction,
  composerLength,
  fromViewersSide,
  linkify,
  seenMessageId,
  sortConversations,
} from './conversation-model.ts';

describe('linkify', () => {
  it('makes http(s) links of the text and leaves the rest as text', () => {
    expect(linkify('voir https://sante.gouv.fr/offres?x=1 et http://a.org.')).toEqual([
      { kind: 'text', text: 'voir ' },
      { kind: 'link', text: 'https://sante.gouv.fr/offres?x=1', href: 'https://sante.gouv.fr/offres?x=1' },
      { kind: 'text', text: ' et ' },
      { kind: 'link', text: 'http://a.org', href: 'http://a.org/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never makes a link of another scheme, and never reads HTML', () => {
    const body =
      '<a href="javascript:alert(1)">x</a> javascript:alert(1) data:text/html,hi ftp://a.org <b>b</b>';
    expect(linkify(body)).toEqual([{ kind: 'text', text: body }]);
    // A link inside markup-looking text stops at the markup.
    expect(linkify('<img src=https://a.org/x.png>').filter((p) => p.kind === 'link')).toEqual([
      { kind: 'link', text: 'https://a.org/x.png', href: 'https://a.org/x.png' },
    ]);
  });

  it('keeps a parenthesis the link opened, not the sentence’s', () => {
    expect(linkify('(https://en.wikipedia.org/wiki/Nurse_(disambiguation))')).toEqual([
      { kind: 'text', text: '(' },
      {
        kind: 'link',
        text: 'https://en.wikipedia.org/wiki/Nurse_(disambiguation)',
        href: 'https://en.wikipedia.org/wiki/Nurse_(disambiguation)',
      },
      { kind: 'text', text: ')' },
    ]);
  });

  it('gives plain text as one piece, and nothing for nothing', () => {
    expect(linkify('Bonjour !\nÀ demain')).toEqual([{ kind: 'text', text: 'Bonjour !\nÀ demain' }]);
    expect(linkify('')).toEqual([]);
  });
});

describe('composer', () => {
  it('sends on Enter, writes a new line on Shift+Enter or while composing a word', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false })).toBe('send');
    expect(composerKeyAction({ key: 'Enter', shiftKey: true })).toBe('newline');
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('newline');
    expect(composerKeyAction({ key: 'a', shiftKey: false })).toBe('none');
  });

  it('shows a counter near the limit and refuses past it or when blank', () => {
    expect(composerLength('   ')).toMatchObject({ canSend: false, showCounter: false });
    expect(composerLength('Bonjour')).toMatchObject({ canSend: true, showCounter: false, length: 7 });
    expect(composerLength('a'.repeat(MESSAGE_MAX_LENGTH - 400))).toMatchObject({
      showCounter: true,
      canSend: true,
    });
    expect(composerLength('a'.repeat(MESSAGE_MAX_LENGTH))).toMatchObject({ canSend: true, tooLong: false });
    expect(composerLength('a'.repeat(MESSAGE_MAX_LENGTH + 1))).toMatchObject({
      canSend: false,
      tooLong: true,
    });
  });
});

const person = (id: number | null) => ({
  id,
  firstName: 'P',
  lastName: String(id),
  avatar: null,
  firm: null,
  former: false,
});
const conversation = (over: Partial<Conversation>): Conversation => ({
  id: 1,
  uuid: '00000000-0000-4000-8000-000000000001',
  kind: 'direct',
  fair: 1,
  stand: null,
  firm: null,
  participants: [person(1), person(2)],
  status: null,
  assignedTo: null,
  unreadCount: 0,
  archived: false,
  lastMessage: null,
  readReceipts: [],
  createdAt: '2026-11-28T10:00:00Z',
  lastMessageAt: '2026-11-28T10:00:00Z',
  ...over,
});

describe('sortConversations', () => {
  it('puts the unread first, then the latest message first', () => {
    const list = [
      conversation({ id: 1, lastMessageAt: '2026-11-28T12:00:00Z' }),
      conversation({ id: 2, unreadCount: 1, lastMessageAt: '2026-11-28T09:00:00Z' }),
      conversation({ id: 3, lastMessageAt: '2026-11-28T13:00:00Z' }),
      conversation({ id: 4, unreadCount: 3, lastMessageAt: '2026-11-28T11:00:00Z' }),
    ];
    expect(sortConversations(list).map((c) => c.id)).toEqual([4, 2, 3, 1]);
  });
});

describe('seenMessageId', () => {
  const messages = [
    { id: 10, mine: true },
    { id: 11, mine: false },
    { id: 12, mine: true },
  ];
  it('says "Seen" under my latest message once the other has read it', () => {
    const c = conversation({
      readReceipts: [
        { user: 2, lastReadMessageId: 12 },
        { user: 1, lastReadMessageId: 11 },
      ],
    });
    expect(seenMessageId(c, messages, 1)).toBe(12);
    const before = conversation({ readReceipts: [{ user: 2, lastReadMessageId: 11 }] });
    expect(seenMessageId(before, messages, 1)).toBeNull();
    // My own receipt never counts.
    const own = conversation({ readReceipts: [{ user: 1, lastReadMessageId: 12 }] });
    expect(seenMessageId(own, messages, 1)).toBeNull();
  });

  it('reads a booth chat as two sides: the visitor, and the firm’s inbox', () => {
    const booth = conversation({
      kind: 'booth',
      participants: [person(1), person(7)],
      readReceipts: [
        { user: 1, lastReadMessageId: 11 },
        { user: null, lastReadMessageId: 12 },
      ],
    });
    // The visitor sees the firm's read; the staff member sees the visitor's.
    expect(seenMessageId(booth, messages, 1)).toBe(12);
    expect(seenMessageId(booth, messages, 7)).toBeNull();
  });
});

describe('fromViewersSide', () => {
  const firm = { id: 5, name: 'Clinique du Lac' };
  const staff = (id: number) => ({ ...person(id), firm });
  const booth = conversation({ kind: 'booth', firm, participants: [person(1), staff(7), staff(8)] });
  it('puts a colleague’s answer on the staff member’s own side, not on the visitor’s', () => {
    const answer = { mine: false, author: staff(8) };
    expect(fromViewersSide(booth, answer, 7)).toBe(true);
    // The visitor sees the firm's answer as the other side's (and may report it).
    expect(fromViewersSide(booth, answer, 1)).toBe(false);
    // The visitor's question is the other side's for every staff member.
    expect(fromViewersSide(booth, { mine: false, author: person(1) }, 7)).toBe(false);
    expect(fromViewersSide(booth, { mine: true, author: person(1) }, 1)).toBe(true);
  });
  it('in a direct conversation, only my own messages', () => {
    const direct = conversation({ participants: [staff(7), staff(8)] });
    expect(fromViewersSide(direct, { mine: false, author: staff(8) }, 7)).toBe(false);
  });
});
