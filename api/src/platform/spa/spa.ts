import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale } from '@passerelle/contract';
import { renderFirstView, type FirstViewStrings, type PublicFair } from './first-view.ts';

/** The id of the JSON block index.html carries for the client's first render (web/src/lib/boot-data.ts). */
export const BOOT_DATA_ID = 'passerelle-boot';
/** The refresh cookie's names (auth.routes.ts): a visitor holding one may see more fairs than the public. */
const SESSION_COOKIES = ['passerelle_refresh', '__Host-passerelle_refresh'];
const FAIR_LIST = '/api/fairs?pagination=false';

/** JSON that may sit inside a <script> element: no `<` (so no `</script>`), no line separators. */
export const jsonForHtml = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Serves the built SPA: hashed assets with long caching, and index.html for every other GET
 * that is not under /api or /media (the client router decides what exists, §8).
 *
 * For an anonymous visitor, the page carries the public fair list (what every layout fetches first) in a
 * `<script type="application/json">` block, which is data, not a script: the CSP stays without
 * 'unsafe-inline' (issue 10 §2: one round trip less before the first render).
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
    // The build writes .br and .gz beside each asset (web/vite.config.ts): served as they are.
    preCompressed: true,
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
  const stringsPath = path.join(webDist, 'first-view.json');
  const firstViewStrings = fs.existsSync(stringsPath)
    ? (JSON.parse(fs.readFileSync(stringsPath, 'utf8')) as Record<string, FirstViewStrings | undefined>)
    : {};
  const withBootData = (data: unknown, firstView: string | null): string =>
    html.replace(
      '<div id="root">',
      `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForHtml(data)}</script><div id="root">${firstView ?? ''}`,
    );

  /** The fair list as the api answers it to this visitor (same locale, same per-address limit). */
  const publicFairs = async (
    request: FastifyRequest,
  ): Promise<{ locale: string; fairs: PublicFair[] } | null> => {
    const cookie = request.cookies[LOCALE_COOKIE];
    const locale = isLocale(cookie) ? cookie : DEFAULT_LOCALE;
    const response = await app.inject({
      method: 'GET',
      url: FAIR_LIST,
      headers: { 'accept-language': locale },
      remoteAddress: request.ip,
    });
    return response.statusCode === 200 ? { locale, fairs: response.json<PublicFair[]>() } : null;
  };

  return async (request: FastifyRequest): Promise<string | null> => {
    const { url, method } = request;
    if (method !== 'GET' || url.startsWith('/api') || url.startsWith('/media')) return null;
    if (SESSION_COOKIES.some((name) => request.cookies[name])) return html;
    const data = await publicFairs(request).catch(() => null);
    if (!data) return html;
    const strings = firstViewStrings[data.locale];
    const firstView = strings
      ? await renderFirstView(app, request, { strings, ...data }).catch(() => null)
      : null;
    return withBootData(data, firstView);
  };
};
