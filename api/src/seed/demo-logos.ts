import { eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { LOGO_IDEAL_SIZE_PX, MEDIA_THUMBNAIL_WIDTH, MEDIA_TYPES } from '@passerelle/contract';
import type { Db } from '../db/client.ts';
import { firms, mediaObjects } from '../db/schema/index.ts';
import { keyFor, newStorageKey, type Storage } from '../platform/storage/index.ts';

/** Deep colours that keep white initials readable (contrast ≥ 4.5:1). */
const PALETTE = ['#0b5d7a', '#1f6f43', '#7a2e55', '#5a3e99', '#8a4b08', '#24527a', '#9c2f2f', '#2f6360'];
const SMALL_WORDS = new Set([
  'de',
  'des',
  'du',
  'la',
  'le',
  'les',
  'l',
  'd',
  'et',
  'en',
  'au',
  'aux',
  'ter',
  'van',
  'the',
  'of',
]);

/** Two letters for a firm: the first and last significant words ("Centre … Deux-Rives" → "CD"). */
export const initialsOf = (name: string): string => {
  const words = name
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s'’\-–]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => w && !SMALL_WORDS.has(w.toLowerCase()));
  const first = words[0] ?? name;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return (first.charAt(0) + last.charAt(0)).toLocaleUpperCase('fr');
};

/** The colour of a firm in the demo (its logo, its booth poster). */
export const colourOf = (name: string): string => {
  let h = 2166136261;
  for (const c of name) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return PALETTE[h % PALETTE.length]!;
};

/** The demo logo of a firm: its initials on a coloured rounded square, as SVG (rendered by sharp). */
export const logoSvg = (name: string, size = LOGO_IDEAL_SIZE_PX): string => {
  const initials = initialsOf(name).replace(/[<>&"']/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="96" fill="${colourOf(name)}"/>
  <circle cx="440" cy="72" r="150" fill="#ffffff" fill-opacity="0.10"/>
  <circle cx="60" cy="470" r="110" fill="#000000" fill-opacity="0.10"/>
  <text x="256" y="256" dy="0.35em" text-anchor="middle" fill="#ffffff"
    font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="700"
    font-size="${initials.length > 1 ? 210 : 260}" letter-spacing="-6">${initials}</text>
</svg>`;
};

/**
 * Gives every firm without a logo a generated square PNG (512 × 512) and its WebP thumbnail,
 * stored through the media storage like an upload. Firms that have a logo are left alone, so a
 * second run changes nothing.
 */
export const seedDemoLogos = async (db: Db, storage: Storage): Promise<number> => {
  const rows = await db.select({ id: firms.id, name: firms.name }).from(firms).where(isNull(firms.logoId));
  for (const firm of rows) {
    const png = await sharp(Buffer.from(logoSvg(firm.name)))
      .png({ compressionLevel: 9 })
      .toBuffer();
    const thumbnail = await sharp(png)
      .resize({ width: MEDIA_THUMBNAIL_WIDTH })
      .webp({ quality: 80 })
      .toBuffer();
    const { id, key } = newStorageKey('png');
    const thumbnailPath = keyFor(id, 'webp', '-thumb');
    await storage.put(key, png, 'image/png');
    await storage.put(thumbnailPath, thumbnail, 'image/webp');
    const [media] = await db
      .insert(mediaObjects)
      .values({
        filePath: key,
        thumbnailPath,
        filePathMap: { thumbnail: thumbnailPath },
        type: MEDIA_TYPES.image,
        mimeType: 'image/png',
        size: png.length,
        width: LOGO_IDEAL_SIZE_PX,
        height: LOGO_IDEAL_SIZE_PX,
        originalName: 'logo.png',
      })
      .returning({ id: mediaObjects.id });
    await db.update(firms).set({ logoId: media!.id }).where(eq(firms.id, firm.id));
  }
  return rows.length;
};
