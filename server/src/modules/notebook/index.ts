import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notebookRoutes } from './routes.ts';

/** The notebook module (PRODUCT §9.2): cards saved from chat and moments, FSRS reviews, export. */
export const notebookModule = fp(
  async (app: FastifyInstance) => {
    await app.register(notebookRoutes, { prefix: '/api/v1/notebook' });
  },
  { name: 'notebook-module' },
);
