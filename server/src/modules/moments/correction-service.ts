import type { TCreateMomentCorrectionRequest, TMomentCorrection } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import type { AuthUser } from '../../plugins/http/auth.ts';
import {
  countCorrections,
  insertCorrection,
  listCorrections,
  toggleHelpful,
} from './correction-queries.ts';
import { findVisibleMoment } from './queries.ts';
import { toMomentCorrection } from './serialize.ts';

/**
 * PRODUCT §9.2 "Correct me": members correct a correct-me moment they may see; its author reads
 * the corrections and marks one helpful. A moment the caller may not see is absent (404).
 */
export function createCorrectionsService(app: FastifyInstance) {
  const { db } = app;

  async function visibleMoment(viewer: AuthUser | null, momentId: string) {
    const row = await findVisibleMoment(db, viewer?.id ?? null, momentId);
    if (!row) throw notFound();
    return row.moment;
  }

  return {
    async list(viewer: AuthUser | null, momentId: string, page: number, limit: number) {
      await visibleMoment(viewer, momentId);
      const viewerId = viewer?.id ?? null;
      const [rows, total] = await Promise.all([
        listCorrections(db, viewerId, momentId, page, limit),
        countCorrections(db, viewerId, momentId),
      ]);
      return { count: total, data: rows.map(toMomentCorrection) };
    },

    /**
     * Stores a correction of the moment's text as it reads now (`original`), counts it on the
     * moment and tells its author. The one place a correction is created (a streak day counts it).
     */
    async add(
      caller: AuthUser,
      momentId: string,
      input: TCreateMomentCorrectionRequest,
    ): Promise<TMomentCorrection> {
      const moment = await visibleMoment(caller, momentId);
      if (moment.userId === caller.id) throw forbidden('cannotCorrectOwnMoment');
      if (!moment.correctMe) throw forbidden('correctionsNotWanted');
      if (input.corrected.trim() === moment.description.trim()) {
        throw badRequest('correctionUnchanged');
      }
      try {
        const correction = await insertCorrection(db, app.clock.now(), {
          momentId,
          userId: caller.id,
          original: moment.description,
          corrected: input.corrected,
          note: input.note || null,
        });
        app.events.emit('momentCorrected', {
          momentId,
          authorId: moment.userId,
          correctorId: caller.id,
          correctionId: correction.id,
          corrected: correction.corrected,
        });
        return toMomentCorrection({
          correction,
          authorName: caller.name,
          authorImages: caller.images,
        });
      } catch (error) {
        // The moment was deleted between the check and the insert.
        if (isForeignKeyViolation(error)) throw notFound();
        throw error;
      }
    },

    /** The moment's author marks a correction helpful, or takes the mark back (toggle). */
    async toggleHelpful(
      caller: AuthUser,
      momentId: string,
      correctionId: string,
    ): Promise<TMomentCorrection> {
      const moment = await visibleMoment(caller, momentId);
      if (moment.userId !== caller.id) throw forbidden();
      const row = await toggleHelpful(db, caller.id, momentId, correctionId);
      if (!row) throw notFound();
      return toMomentCorrection(row);
    },
  };
}
