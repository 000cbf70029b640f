import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built SPA: hashed assets with long caching, and index.html for every other GET
 * that is not under /api or /media (the client router decides what exists, §8).
 */
export const registerSpa = async (app: FastifyInstance, webDist: string) => {
  const indexPath = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn({ webDist }, 'web build not found: run `npm run build` to serve the SPA');
    return null;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  const html = fs.readFileSync(indexPath, 'utf8');
  return (url: string, method: string): string | null =>
    method === 'GET' && !url.startsWith('/api') && !url.startsWith('/media') ? html : null;
};
