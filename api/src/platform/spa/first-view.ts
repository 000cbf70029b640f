import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The first view of a public page (issue 10 §2): plain HTML put inside #root, drawn by the browser as soon
 * as the page and its stylesheet arrive, before any script; React replaces it with the page on its first
 * render. It carries what the page shows first and largest: the header's brand and the page's heading
 * (the fair's banner title and subtitle on the home page), in the visitor's language, so that the first
 * and the largest paint no longer wait for the scripts. The strings come from the web build
 * (web/dist/first-view.json, written from web/src/locales by web/vite.config.ts).
 */
export interface FirstViewStrings {
  brand: string;
  title: string;
  homeSubtitle: string;
  lobbyWelcome: string;
  hallHeading: string;
}

export interface PublicFair {
  id: number;
  name: string;
  homepage?: string | null;
  homepageJson?: Record<string, { title?: string; subtitle?: string } | undefined> | null;
  /** The fair's languages, main first (the home page falls back to the main one, as the web does). */
  fairLanguages?: { language: { code: string } }[];
}

/** The home page's texts in the visitor's language, else the fair's main one, else French. */
export const homeTextsOf = (fair: PublicFair, locale: string) => {
  const main = fair.fairLanguages?.[0]?.language.code;
  return (
    fair.homepageJson?.[locale] ?? (main ? fair.homepageJson?.[main] : undefined) ?? fair.homepageJson?.fr
  );
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => values[key] ?? '');

interface Page {
  kind: 'home' | 'lobby' | 'hall' | 'booth';
  salon: string | undefined;
  id?: number;
}

/** The public pages of §2 that get a first view: /{salon}, /{salon}/fair/visit/lobby|{id}, /{salon}/stand/visit/{id}. */
export const publicPageOf = (url: string): Page | null => {
  const pathname = url.split(/[?#]/)[0]!.replace(/\/+$/, '');
  const parts = pathname.split('/').filter(Boolean);
  const known = ['fair', 'stand'];
  const salon = parts.length > 0 && !known.includes(parts[0]!) ? parts[0] : undefined;
  const rest = salon ? parts.slice(1) : parts;
  if (rest.length === 0) return { kind: 'home', salon };
  if (rest.length !== 3 || rest[1] !== 'visit') return null;
  if (rest[0] === 'fair' && rest[2] === 'lobby') return { kind: 'lobby', salon };
  if (!/^\d+$/.test(rest[2]!)) return null;
  if (rest[0] === 'fair') return { kind: 'hall', salon, id: Number(rest[2]) };
  if (rest[0] === 'stand') return { kind: 'booth', salon, id: Number(rest[2]) };
  return null;
};

/**
 * Hidden from assistive technologies: a picture of the page for the eyes until the page itself, with its
 * landmarks and controls, replaces it a moment later (like a loading skeleton).
 */
const frame = (strings: FirstViewStrings, main: string, wide: boolean): string =>
  `<div class="first-view" aria-hidden="true"><div class="first-view__header"><span class="first-view__brand">${escapeHtml(
    strings.brand,
  )}</span><span class="first-view__title">${escapeHtml(strings.title)}</span></div>` +
  `<div class="first-view__main${wide ? ' first-view__main--wide' : ''}">${main}</div></div>`;

/** The HTML of the first view, or null when the page has none (or its data is not public). */
export const renderFirstView = async (
  app: FastifyInstance,
  request: FastifyRequest,
  options: { strings: FirstViewStrings; fairs: PublicFair[]; locale: string },
): Promise<string | null> => {
  const page = publicPageOf(request.url);
  if (!page) return null;
  const { strings, fairs, locale } = options;
  const fair = page.salon ? fairs.find((f) => f.homepage === page.salon) : fairs[0];
  if (!fair) return null;
  const get = async <T>(url: string): Promise<T | null> => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': locale },
      remoteAddress: request.ip,
    });
    return response.statusCode === 200 ? response.json<T>() : null;
  };
  switch (page.kind) {
    case 'home': {
      const banner = homeTextsOf(fair, locale);
      const title = banner?.title || fair.name;
      const subtitle = banner?.subtitle || strings.homeSubtitle;
      return frame(
        strings,
        `<div class="first-view__hero"><h1 class="first-view__hero-title">${escapeHtml(
          title,
        )}</h1><p class="first-view__hero-subtitle">${escapeHtml(subtitle)}</p></div>`,
        false,
      );
    }
    case 'lobby':
      return frame(
        strings,
        `<h1 class="first-view__heading">${escapeHtml(fill(strings.lobbyWelcome, { fair: fair.name }))}</h1>`,
        true,
      );
    case 'hall': {
      const hall = await get<{ letter?: string; name?: string; fair?: number }>(`/api/fair_halls/${page.id}`);
      if (!hall?.name || hall.fair !== fair.id) return null;
      const heading = fill(strings.hallHeading, { letter: hall.letter ?? '', name: hall.name });
      return frame(strings, `<h1 class="first-view__heading">${escapeHtml(heading)}</h1>`, true);
    }
    case 'booth': {
      const stand = await get<{ name?: string; fair?: number }>(`/api/stands/${page.id}`);
      if (!stand?.name || stand.fair !== fair.id) return null;
      return frame(strings, `<h1 class="first-view__booth">${escapeHtml(stand.name)}</h1>`, true);
    }
  }
};
