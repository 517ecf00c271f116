import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** More than any accepted upload (11 images of 5 MB): a bigger remainder closes the connection. */
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

/**
 * A route may answer before it has read the whole body (a 415 for the first of several files, a
 * 403 before an upload). Node then leaves the rest of the body unread on the socket, and the next
 * request on that keep-alive connection waits behind it until the connection times out (~72 s in
 * the browser). Reading the remainder to the end, discarding it, frees the connection at once.
 */
export const unreadBodyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request) => {
      const raw = request.raw;
      if (raw.complete || raw.destroyed) return;
      raw.unpipe();
      let drained = 0;
      raw.on('data', (chunk: Buffer) => {
        drained += chunk.length;
        if (drained > MAX_DRAINED_BYTES) raw.socket.destroy();
      });
      raw.resume();
    });
  },
  { name: 'unread-body' },
);
