import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { buildFirm } from '../../test/factories.ts';
import { firms, mediaObjects } from '../db/schema/index.ts';
import { createLocalStorage } from '../platform/storage/index.ts';
import { initialsOf, seedDemoLogos } from './demo-logos.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo logos', () => {
  it('takes the first and last significant words', () => {
    expect(initialsOf('Centre intégré de santé des Deux-Rives')).toBe('CR');
    expect(initialsOf('CHSLD Les Jardins de l’Estuaire')).toBe('CE');
    expect(initialsOf('Résidence Les Cèdres (profil en préparation)')).toBe('RC');
    expect(initialsOf('CPAS de Montval')).toBe('CM');
    expect(initialsOf('Woonzorgcentrum Ter Linden')).toBe('WL');
  });

  it('gives each firm without a logo a served 512 px square PNG, once', async () => {
    const firm = await buildFirm(t.database.db, { name: 'Hôpital psychiatrique du Val-de-Sambre' });
    const storage = createLocalStorage(t.config.media.dir);
    expect(await seedDemoLogos(t.database.db, storage)).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db
      .select({ filePath: mediaObjects.filePath, thumbnailPath: mediaObjects.thumbnailPath })
      .from(firms)
      .innerJoin(mediaObjects, eq(mediaObjects.id, firms.logoId))
      .where(eq(firms.id, firm.id));
    const image = await t.app.inject({ method: 'GET', url: `/media/${row!.filePath}` });
    expect(image.statusCode).toBe(200);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 512,
      height: 512,
    });
    const thumb = await t.app.inject({ method: 'GET', url: `/media/${row!.thumbnailPath}` });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await seedDemoLogos(t.database.db, storage)).toBe(0);
  });
});
