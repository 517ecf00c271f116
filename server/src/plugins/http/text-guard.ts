import { containsForbiddenText } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';

/**
 * The contract's text rule (no NUL, no lone surrogate) on every request's query, path parameters
 * and JSON body, before any route sees them: PostgreSQL cannot store such text, and a NUL in a
 * search used to reach the database and answer 500. Multipart fields and socket payloads are
 * checked where they are read (plugins/infra/images.ts, plugins/infra/socket.ts).
 */
export const textGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (
        containsForbiddenText(request.query) ||
        containsForbiddenText(request.params) ||
        containsForbiddenText(request.body)
      ) {
        throw new AppError(400, 'invalidCharacters');
      }
    });
  },
  { name: 'text-guard' },
);
