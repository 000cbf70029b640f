import sharp from 'sharp';
import { MEDIA_THUMBNAIL_WIDTH, MEDIA_TYPES } from '@passerelle/contract';
import type { Db } from '../db/client.ts';
import { mediaObjects } from '../db/schema/index.ts';
import { keyFor, newStorageKey, type Storage } from '../platform/storage/index.ts';
import { pdfDocument, wrapText, type PdfText } from '../platform/pdf/index.ts';
import { colourOf } from './demo-logos.ts';

/** Generated files of the demo booths: a poster per firm (PNG from SVG) and three small PDF brochures. */

/** The three brochures every demo firm hands out, in both languages. */
export const BROCHURES = [
  {
    file: 'guide-accueil',
    fr: {
      title: 'Guide d’accueil des recrues internationales',
      description: 'Visa, reconnaissance du diplôme, logement : les étapes de votre arrivée.',
    },
    en: {
      title: 'Welcome guide for international recruits',
      description: 'Visa, diploma recognition, housing: the steps of your arrival.',
    },
    lines: [
      'Bienvenue ! Ce guide accompagne votre arrivée, de la promesse d’embauche au premier jour.',
      '1. Reconnaissance du diplôme et inscription à l’ordre professionnel.',
      '2. Permis de travail, visa et assurance maladie.',
      '3. Logement temporaire, transport et inscription des enfants à l’école.',
      '4. Parrainage par une collègue pendant les six premiers mois.',
    ],
  },
  {
    file: 'postes-a-pourvoir',
    fr: {
      title: 'Postes à pourvoir 2026',
      description: 'Infirmières, préposés, travailleurs sociaux : nos offres et conditions.',
    },
    en: {
      title: 'Open positions 2026',
      description: 'Nurses, care aides, social workers: our openings and conditions.',
    },
    lines: [
      'Infirmières et infirmiers : temps plein, jour, soir ou nuit.',
      'Préposés aux bénéficiaires et aides-soignants : formation payée à l’embauche.',
      'Travailleuses et travailleurs sociaux : équipes de proximité.',
      'Salaire selon l’expérience, primes de région et congés dès la première année.',
    ],
  },
  {
    file: 'vivre-et-travailler',
    fr: {
      title: 'Vivre et travailler dans la région',
      description: 'Coût de la vie, écoles, loisirs et communauté d’accueil.',
    },
    en: {
      title: 'Living and working in the region',
      description: 'Cost of living, schools, leisure and the welcoming community.',
    },
    lines: [
      'Une région à taille humaine, entre nature et services de proximité.',
      'Écoles francophones et anglophones, garderies, activités familiales.',
      'Associations d’accueil des nouveaux arrivants et cours de langue.',
    ],
  },
];

/** A one-page brochure: a title, a subtitle and paragraphs. */
export const minimalPdf = (title: string, subtitle: string, paragraphs: string[]): Buffer => {
  const texts: PdfText[] = [];
  let y = 780;
  for (const line of wrapText(title, 44)) {
    texts.push({ x: 56, y, size: 20, text: line });
    y -= 26;
  }
  texts.push({ x: 56, y, size: 12, text: subtitle });
  y -= 32;
  for (const line of paragraphs.flatMap((p) => [...wrapText(p, 82), ''])) {
    if (line) texts.push({ x: 56, y, size: 11, text: line });
    y -= 16;
  }
  return pdfDocument([texts]);
};

export const xml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The demo poster of a firm: its name on its colour, "we're hiring" in French and English (600 × 800). */
export const posterSvg = (name: string, website: string | null): string => {
  const nameLines = wrapText(name, 20)
    .map((l, i) => `<tspan x="48" dy="${i ? 54 : 0}">${xml(l)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
  <rect width="600" height="800" fill="${colourOf(name)}"/>
  <circle cx="560" cy="60" r="220" fill="#ffffff" fill-opacity="0.10"/>
  <circle cx="40" cy="780" r="180" fill="#000000" fill-opacity="0.12"/>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" fill="#ffffff">
    <text x="48" y="110" font-size="26" font-weight="700" letter-spacing="3">NOUS RECRUTONS</text>
    <text x="48" y="146" font-size="22" fill-opacity="0.85">We are hiring</text>
    <text x="48" y="260" font-size="46" font-weight="700">${nameLines}</text>
    <rect x="48" y="520" width="504" height="3" fill-opacity="0.6"/>
    <text x="48" y="580" font-size="26">Infirmières · Nurses</text>
    <text x="48" y="622" font-size="26">Préposés · Care aides</text>
    <text x="48" y="664" font-size="26">Travail social · Social work</text>
    <text x="48" y="740" font-size="20" fill-opacity="0.85">${xml((website ?? '').replace(/^https?:\/\//, ''))}</text>
  </g>
</svg>`;
};

export interface FirmFiles {
  poster: number | null;
  brochures: number[];
}

/** Stores a generated file like an upload (media storage + media row); returns the media id. */
const store = async (
  db: Db,
  storage: Storage,
  file: {
    body: Buffer;
    ext: string;
    mimeType: string;
    type: number;
    name: string;
    width?: number;
    height?: number;
  },
) => {
  const { id, key } = newStorageKey(file.ext);
  await storage.put(key, file.body, file.mimeType);
  let thumbnailPath: string | null = null;
  if (file.type === MEDIA_TYPES.image) {
    thumbnailPath = keyFor(id, 'webp', '-thumb');
    const thumbnail = await sharp(file.body)
      .resize({ width: MEDIA_THUMBNAIL_WIDTH })
      .webp({ quality: 80 })
      .toBuffer();
    await storage.put(thumbnailPath, thumbnail, 'image/webp');
  }
  const [row] = await db
    .insert(mediaObjects)
    .values({
      filePath: key,
      thumbnailPath,
      filePathMap: thumbnailPath ? { thumbnail: thumbnailPath } : {},
      type: file.type,
      mimeType: file.mimeType,
      size: file.body.length,
      width: file.width ?? null,
      height: file.height ?? null,
      originalName: file.name,
    })
    .returning({ id: mediaObjects.id });
  return row!.id;
};

/** A firm's poster and three brochures, made once and shared by its booths and languages. */
export const filesOf = async (
  db: Db,
  storage: Storage | undefined,
  firm: { name: string; website: string | null },
): Promise<FirmFiles> => {
  if (!storage) return { poster: null, brochures: [] };
  const png = await sharp(Buffer.from(posterSvg(firm.name, firm.website)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  const poster = await store(db, storage, {
    body: png,
    ext: 'png',
    mimeType: 'image/png',
    type: MEDIA_TYPES.image,
    name: 'affiche.png',
    width: 600,
    height: 800,
  });
  const brochures: number[] = [];
  for (const b of BROCHURES)
    brochures.push(
      await store(db, storage, {
        body: minimalPdf(b.fr.title, firm.name, b.lines),
        ext: 'pdf',
        mimeType: 'application/pdf',
        type: MEDIA_TYPES.document,
        name: `${b.file}.pdf`,
      }),
    );
  return { poster, brochures };
};
