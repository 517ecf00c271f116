import type {
  ReviewRating,
  TCreateCardRequest,
  TNotebookFilter,
  TUpdateCardRequest,
} from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/http/auth.ts';
import { ankiCsv } from './anki-csv.ts';
import {
  allCards,
  countCards,
  deleteOwnCard,
  dueCards,
  findOwnCard,
  insertCard,
  listCards,
  markDayIfReviewsDone,
  saveSchedule,
  sourceVisible,
  updateOwnCard,
} from './queries.ts';
import { newSchedule, nextSchedule } from './scheduler.ts';
import { toCard } from './serialize.ts';

/** The member's notebook and its reviews (PRODUCT §9.2, decision 046). */
export function createNotebookService(app: FastifyInstance) {
  const { db } = app;

  return {
    async create(member: AuthUser, input: TCreateCardRequest) {
      if (input.source && !(await sourceVisible(db, member.id, input.source.type, input.source.id)))
        throw notFound();
      const now = app.clock.now();
      const row = await insertCard(db, {
        userId: member.id,
        front: input.front,
        back: input.back ?? '',
        language: input.language,
        note: input.note || null,
        sourceType: input.source?.type ?? null,
        sourceId: input.source?.id ?? null,
        ...newSchedule(now),
        createdAt: now,
        updatedAt: now,
      });
      return toCard(row);
    },

    async list(member: AuthUser, query: TNotebookFilter) {
      const now = app.clock.now();
      const filter = {
        ...(query.q ? { q: query.q } : {}),
        ...(query.language ? { language: query.language } : {}),
        ...(query.due ? { dueBy: now } : {}),
      };
      const [rows, count, dueCount] = await Promise.all([
        listCards(db, member.id, filter, query.page, query.limit),
        countCards(db, member.id, filter),
        countCards(db, member.id, { dueBy: now }),
      ]);
      return { count, dueCount, data: rows.map(toCard) };
    },

    async update(member: AuthUser, id: string, input: TUpdateCardRequest) {
      const row = await updateOwnCard(db, member.id, id, {
        ...(input.front !== undefined ? { front: input.front } : {}),
        ...(input.back !== undefined ? { back: input.back } : {}),
        ...(input.language !== undefined ? { language: input.language } : {}),
        ...(input.note !== undefined ? { note: input.note || null } : {}),
        updatedAt: app.clock.now(),
      });
      if (!row) throw notFound();
      return toCard(row);
    },

    async remove(member: AuthUser, id: string) {
      if (!(await deleteOwnCard(db, member.id, id))) throw notFound();
    },

    async reviewQueue(member: AuthUser, limit: number) {
      const now = app.clock.now();
      const [rows, count] = await Promise.all([
        dueCards(db, member.id, now, limit),
        countCards(db, member.id, { dueBy: now }),
      ]);
      return { count, data: rows.map(toCard) };
    },

    /**
     * One review in one transaction: the card's row is locked (SELECT … FOR UPDATE), so two tabs
     * reviewing it at once are applied one after the other, the second on the first's result.
     * A card that is not due yet may be reviewed too (as Anki allows; FSRS counts the early
     * review with its elapsed time).
     */
    async review(member: AuthUser, id: string, rating: ReviewRating) {
      const row = await db.transaction(async (tx) => {
        const card = await findOwnCard(tx, member.id, id, true);
        if (!card) throw notFound();
        const now = app.clock.now();
        const schedule = nextSchedule(card, rating, now);
        await saveSchedule(tx, id, schedule, now);
        await markDayIfReviewsDone(tx, member.id, now);
        return { ...card, ...schedule, updatedAt: now };
      });
      const card = toCard(row);
      return { _id: card._id, due: card.due, card };
    },

    async exportCsv(member: AuthUser) {
      return ankiCsv(await allCards(db, member.id));
    },
  };
}
