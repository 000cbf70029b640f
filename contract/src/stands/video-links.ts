/**
 * §5 embedded video links: three video hosts (YouTube, Vimeo, Dailymotion) and a SlideShare
 * embed-code link. A link is accepted only when we can turn it into the host's embed address,
 * so the booth never frames an arbitrary page.
 */
export const VIDEO_HOSTS = ['youtube', 'vimeo', 'dailymotion', 'slideshare'] as const;
export type VideoHost = (typeof VIDEO_HOSTS)[number];

export interface VideoLink {
  host: VideoHost;
  /** The host's id of the video or slide deck. */
  id: string;
  /** Address to put in an iframe (privacy-friendly host where one exists). */
  embedUrl: string;
  /** A still image for the booth screen, when the host serves one without a key. */
  thumbnailUrl: string | null;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const parseUrl = (value: string): URL | null => {
  const trimmed = value.trim();
  // A pasted SlideShare embed code: take the address of its iframe.
  const iframe = /<iframe[^>]*\ssrc=["']([^"']+)["']/i.exec(trimmed);
  const raw = iframe?.[1] ?? trimmed;
  const withScheme = /^https?:\/\//i.test(raw)
    ? raw
    : raw.startsWith('//')
      ? `https:${raw}`
      : `https://${raw}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
};
const hostIs = (url: URL, ...domains: string[]) =>
  domains.some((d) => url.hostname === d || url.hostname.endsWith(`.${d}`));

const youtube = (id: string): VideoLink => ({
  host: 'youtube',
  id,
  embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
  thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
});

/** Reads a pasted link or embed code; null when it is not one of the accepted hosts. */
export const parseVideoLink = (value: string): VideoLink | null => {
  if (!value || value.length > 2048) return null;
  const url = parseUrl(value);
  if (!url) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  if (hostIs(url, 'youtu.be')) {
    const id = parts[0] ?? '';
    return YOUTUBE_ID.test(id) ? youtube(id) : null;
  }
  if (hostIs(url, 'youtube.com', 'youtube-nocookie.com')) {
    const id =
      url.searchParams.get('v') ?? (['embed', 'shorts', 'live'].includes(parts[0] ?? '') ? parts[1] : '');
    return id && YOUTUBE_ID.test(id) ? youtube(id) : null;
  }
  if (hostIs(url, 'vimeo.com')) {
    const id = [...parts].reverse().find((p) => /^\d{5,12}$/.test(p));
    return id
      ? { host: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}?dnt=1`, thumbnailUrl: null }
      : null;
  }
  if (hostIs(url, 'dai.ly', 'dailymotion.com')) {
    const raw = hostIs(url, 'dai.ly') ? parts[0] : parts[0] === 'embed' ? parts[2] : parts[1];
    const id = (raw ?? '').split('_')[0] ?? '';
    return /^[a-zA-Z0-9]{5,12}$/.test(id)
      ? {
          host: 'dailymotion',
          id,
          embedUrl: `https://geo.dailymotion.com/player.html?video=${id}`,
          thumbnailUrl: `https://www.dailymotion.com/thumbnail/video/${id}`,
        }
      : null;
  }
  if (hostIs(url, 'slideshare.net')) {
    // Only the embed address carries a stable key: https://www.slideshare.net/slideshow/embed_code/key/<key>
    const at = parts.indexOf('key');
    const key = parts[0] === 'slideshow' && parts[1] === 'embed_code' && at >= 0 ? parts[at + 1] : undefined;
    return key && /^[A-Za-z0-9]{6,20}$/.test(key)
      ? {
          host: 'slideshare',
          id: key,
          embedUrl: `https://www.slideshare.net/slideshow/embed_code/key/${key}`,
          thumbnailUrl: null,
        }
      : null;
  }
  return null;
};

/** The iframe origins a booth may frame (the web's CSP `frame-src`). */
export const VIDEO_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://geo.dailymotion.com',
  'https://www.slideshare.net',
] as const;
