import type { FastifyInstance } from 'fastify';
import type { Bus } from './bus.ts';

/**
 * Published after every successful write request (any method but GET/HEAD/OPTIONS answered
 * < 400), on every instance through the bus. Hot public reads whose answer mixes several
 * modules' data (a hall's floor: booths, firms, logos, sectors, halls, fairs) drop their
 * serialised copies on it instead of each writer knowing every reader.
 */
export const WRITE_COMMITTED = 'api:write-committed';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

// onSend, not onResponse: the handler has committed, and caches are dropped before the client
// can read the answer and ask again.
export const signalWrites = (app: FastifyInstance, bus: Bus) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!READS.has(request.method) && reply.statusCode < 400)
      void bus.publish(WRITE_COMMITTED, { at: Date.now() });
    return payload;
  });
};
