import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  conversationMessages,
  conversationParticipants,
  conversations,
  fairs,
  notifications,
  stands,
  users,
} from '../db/schema/index.ts';
import { boothPairKey, directPairKey } from '../modules/conversations/index.ts';

const MINUTE = 60_000;

/** One message of a seeded thread: who wrote it, how many minutes before the seed, what. */
interface Line {
  from: number;
  fromFirm?: boolean;
  ago: number;
  body: string;
}

/**
 * The demo's messaging area (issue 12), in the Québec fair (its direct-message module is on), for
 * visitor@demo.test (Amina Diallo): her booth chat with the Deux-Rives booth, answered by its
 * stand contact (contact@demo.test, now a `staff` participant), assigned to him and Processed; a
 * candidate's (candidate-youssef@) question to the same booth, still New and unread by the firm;
 * and a direct conversation with candidate-salma@ whose last message Amina has not read yet.
 * Timestamps run up to a few minutes before the seed, so the demo looks live; the read marks
 * and `lastMessageAt` follow the messages as the service would have left them. Idempotent: once
 * the visitor has a conversation, or without its people or the booth, it seeds nothing.
 */
export const seedDemoConversations = async (
  db: Db,
  { quebecId, firmId, now = new Date() }: { quebecId: number; firmId: number; now?: Date },
) => {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'visitor@demo.test',
        'contact@demo.test',
        'candidate-youssef@demo.test',
        'candidate-salma@demo.test',
      ]),
    );
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const visitor = idOf('visitor@demo.test');
  const contact = idOf('contact@demo.test');
  const youssef = idOf('candidate-youssef@demo.test');
  const salma = idOf('candidate-salma@demo.test');
  if (visitor === undefined || contact === undefined) return;
  const [already] = await db
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.userId, visitor))
    .limit(1);
  if (already) return;
  const [booth] = await db
    .select({ id: stands.id })
    .from(stands)
    .where(and(eq(stands.fairId, quebecId), eq(stands.firmId, firmId)))
    .orderBy(asc(stands.id))
    .limit(1);
  const at = (ago: number) => new Date(now.getTime() - ago * MINUTE);

  /** Inserts the conversation and its messages in order; returns the messages' ids, oldest first. */
  const thread = async (
    values: Omit<typeof conversations.$inferInsert, 'fairId' | 'createdAt' | 'lastMessageAt'>,
    lines: Line[],
  ) => {
    const [row] = await db
      .insert(conversations)
      .values({
        ...values,
        fairId: quebecId,
        createdAt: at(lines[0]!.ago),
        lastMessageAt: at(lines.at(-1)!.ago),
      })
      .onConflictDoNothing()
      .returning({ id: conversations.id, uuid: conversations.uuid });
    if (!row) return null;
    const ids: number[] = [];
    for (const l of lines) {
      const [m] = await db
        .insert(conversationMessages)
        .values({
          conversationId: row.id,
          authorId: l.from,
          fromFirm: l.fromFirm ?? false,
          body: l.body,
          createdAt: at(l.ago),
        })
        .returning({ id: conversationMessages.id });
      ids.push(m!.id);
    }
    return { id: row.id, uuid: row.uuid, ids, lastId: ids.at(-1)! };
  };

  if (booth) {
    // (1) Amina asks the booth; Lukas Peeters answers for the firm, takes it and marks it processed.
    const asked = await thread(
      {
        kind: 'booth',
        standId: booth.id,
        firmId,
        startedBy: visitor,
        pairKey: boothPairKey(booth.id, visitor),
        status: 'processed',
        assignedTo: contact,
      },
      [
        {
          from: visitor,
          ago: 26 * 60,
          body: 'Bonjour, je suis infirmière diplômée au Maroc et mon dossier est déposé à l’OIIQ. Puis-je postuler chez vous avant la fin de la reconnaissance de mon diplôme ?',
        },
        {
          from: contact,
          fromFirm: true,
          ago: 25 * 60 + 20,
          body: 'Bonjour Amina, oui : nous recrutons des infirmières en cours de reconnaissance. Vous commencerez comme candidate à l’exercice de la profession (CEPI) et notre équipe vous accompagne pour le stage d’intégration et le permis de travail.',
        },
        {
          from: visitor,
          ago: 25 * 60,
          body: 'Merci beaucoup ! Je postule à votre offre d’infirmière en médecine-chirurgie.',
        },
        {
          from: contact,
          fromFirm: true,
          ago: 24 * 60 + 45,
          body: 'Parfait, nous avons bien reçu votre candidature. Passez nous voir au stand pendant le salon : Nadia Benali pourra vous présenter l’équipe d’accueil.',
        },
      ],
    );
    if (asked) {
      await db
        .update(conversations)
        .set({ firmLastReadMessageId: asked.lastId })
        .where(eq(conversations.id, asked.id));
      await db.insert(conversationParticipants).values([
        {
          conversationId: asked.id,
          userId: visitor,
          role: 'member',
          lastReadMessageId: asked.lastId,
          joinedAt: at(26 * 60),
        },
        {
          conversationId: asked.id,
          userId: contact,
          role: 'staff',
          lastReadMessageId: asked.lastId,
          joinedAt: at(25 * 60 + 20),
        },
      ]);
    }

    // (2) Youssef El Amrani asks the same booth a few minutes ago: New, nobody of the firm has read it.
    if (youssef !== undefined) {
      const waiting = await thread(
        {
          kind: 'booth',
          standId: booth.id,
          firmId,
          startedBy: youssef,
          pairKey: boothPairKey(booth.id, youssef),
          status: 'new',
        },
        [
          {
            from: youssef,
            ago: 38,
            body: 'Bonjour, je suis technicien de santé au Maroc avec trois ans d’expérience en clinique. Vos postes de préposé aux bénéficiaires sont-ils ouverts aux candidats de l’étranger ?',
          },
          {
            from: youssef,
            ago: 36,
            body: 'Et aidez-vous à trouver un logement à l’arrivée en Montérégie ?',
          },
        ],
      );
      if (waiting)
        await db.insert(conversationParticipants).values({
          conversationId: waiting.id,
          userId: youssef,
          role: 'member',
          lastReadMessageId: waiting.lastId,
          joinedAt: at(38),
        });
    }
  }

  // (3) Salma Ben Youssef writes to Amina, nurse to nurse; Amina has not read her last message yet.
  if (salma !== undefined) {
    const direct = await thread(
      { kind: 'direct', startedBy: salma, pairKey: directPairKey(visitor, salma), status: null },
      [
        {
          from: salma,
          ago: 3 * 60,
          body: 'Bonjour Amina, je vois que vous êtes infirmière vous aussi. Vous avez commencé vos démarches auprès de l’OIIQ ?',
        },
        {
          from: visitor,
          ago: 2 * 60 + 40,
          body: 'Bonjour Salma ! Oui, mon dossier est déposé depuis le printemps. Et vous, votre diplôme est déjà reconnu ?',
        },
        {
          from: salma,
          ago: 2 * 60 + 30,
          body: 'Oui, depuis l’an dernier. Le stage d’intégration se fait souvent chez l’employeur : demandez-le au stand des Deux-Rives, ils l’organisent.',
        },
        {
          from: salma,
          ago: 12,
          body: 'On se retrouve demain à 10 h à la conférence sur la reconnaissance des diplômes ?',
        },
      ],
    );
    if (direct)
      await db.insert(conversationParticipants).values([
        {
          conversationId: direct.id,
          userId: salma,
          role: 'member',
          lastReadMessageId: direct.lastId,
          joinedAt: at(3 * 60),
        },
        {
          conversationId: direct.id,
          userId: visitor,
          role: 'member',
          // Read up to Salma's answer: her last message is the one waiting.
          lastReadMessageId: direct.ids.at(-2)!,
          joinedAt: at(3 * 60),
        },
      ]);
    // …and the bell says so, as the notifications module would have from `conversation.message`.
    const [fair] = await db
      .select({ name: fairs.name, homepage: fairs.homepage })
      .from(fairs)
      .where(eq(fairs.id, quebecId));
    if (direct && fair)
      await db
        .insert(notifications)
        .values({
          recipientId: visitor,
          kind: 'direct_message',
          fairId: quebecId,
          data: {
            fairId: quebecId,
            fairName: fair.name,
            homepage: fair.homepage,
            conversationUuid: direct.uuid,
          },
          sourceKey: `conversation_message:${direct.lastId}`,
          createdAt: at(12),
        })
        .onConflictDoNothing();
  }
};
