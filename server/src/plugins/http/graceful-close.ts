import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A stop lets requests already being handled finish (fastify closes the listener, then waits for
 * connections). A keep-alive connection whose request finishes after the stop began would then
 * stay open until it times out, holding the whole shutdown: answers sent while closing say
 * `Connection: close`, so each such connection ends with its last answer.
 */
export const gracefulClosePlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
