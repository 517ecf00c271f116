import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.ts';
import { conversations, messages } from '../db/schema/index.ts';
import { pairOf } from '../modules/chat/message-visibility.ts';

/** [0 = first member writes | 1 = second member writes, text, minutes ago]. */
type Line = [0 | 1, string, number];
type DemoConversation = { between: [number, number]; lines: Line[]; unreadLast: number };

// Indexes into the demo member list: 0 Minji, 1 James, 2 Sofía, 3 Yuki, 4 Lucas, 5 Anna, 6 Wei.
const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    between: [0, 1],
    unreadLast: 1,
    lines: [
      [1, 'Hi Minji! I saw you help people with Korean slang. 안녕하세요!', 2 * 1440 + 30],
      [0, 'Hi James! 반가워요 :) Your Korean is already good!', 2 * 1440 + 20],
      [1, 'Haha thanks. What does 대박 mean exactly?', 2 * 1440 + 10],
      [0, 'It means "awesome" or "amazing". Like when something is really great!', 1440 + 50],
      [1, 'Got it. My move to Busan is 대박 then 😄', 1440 + 40],
      [0, 'Exactly! Can you help me with English phrasal verbs tomorrow?', 95],
      [1, 'Of course. How about a quick call after your shift?', 12],
    ],
  },
  {
    between: [2, 3],
    unreadLast: 2,
    lines: [
      [0, '¡Hola Yuki! Or should I say こんにちは?', 300],
      [1, 'Both are fine! ¿Cómo estás?', 280],
      [0, 'Muy bien, gracias. Your okonomiyaki photos look amazing.', 60],
      [0, 'Would you share the recipe? I can teach you tortilla española.', 58],
    ],
  },
  {
    between: [0, 6],
    unreadLast: 0,
    lines: [
      [0, 'Hi Wei, welcome to Chingu! Learning Korean is fun, I promise.', 3 * 1440],
      [1, '谢谢! I mean, 감사합니다! Any tips for pronunciation?', 3 * 1440 - 20],
      [0, 'Listen to K-pop lyrics slowly and repeat them. It really works!', 3 * 1440 - 40],
    ],
  },
  {
    between: [4, 5],
    unreadLast: 1,
    lines: [
      [0, 'Salut Anna! Ich lerne Deutsch, aber es ist schwer.', 600],
      [1, 'Pas de souci, Lucas ! On peut pratiquer ensemble.', 590],
      [0, 'Super! Morgen um 18 Uhr?', 30],
    ],
  },
];

/** A few conversations between demo members, with their conversation rows kept consistent. */
export async function seedDemoChat(db: Db, memberIds: string[], log: FastifyBaseLogger) {
  let stored = 0;
  for (const conversation of DEMO_CONVERSATIONS) {
    const pair = conversation.between.map((i) => memberIds[i]);
    const [first, second] = pair;
    if (!first || !second) continue;
    const [userLow, userHigh] = pairOf(first, second);
    const rows = conversation.lines.map(([who, body, minutesAgo], i) => {
      const senderId = who === 0 ? first : second;
      const unread = i >= conversation.lines.length - conversation.unreadLast;
      const createdAt = new Date(Date.now() - minutesAgo * 60_000);
      return {
        senderId,
        receiverId: senderId === first ? second : first,
        userLow,
        userHigh,
        body,
        createdAt,
        readAt: unread ? null : createdAt,
      };
    });
    const inserted = await db.insert(messages).values(rows).returning({ id: messages.id });
    const last = rows.at(-1)!;
    const lastId = inserted.at(-1)!.id;
    const unreadFor = (ownerId: string) =>
      rows.filter((r) => r.receiverId === ownerId && r.readAt === null).length;
    await db.insert(conversations).values(
      [first, second].map((ownerId) => ({
        ownerId,
        partnerId: ownerId === first ? second : first,
        lastMessageId: lastId,
        lastMessageAt: last.createdAt,
        unreadCount: unreadFor(ownerId),
        // Demo members talk as friends do: accepted, never a message request (PRODUCT §9.1).
        status: 'accepted' as const,
      })),
    );
    stored += rows.length;
  }
  log.info(`Demo chat created: ${DEMO_CONVERSATIONS.length} conversations, ${stored} messages`);
}
