import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { MediaObject } from '@passerelle/contract';
import { firms } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden, notFound } from '../../platform/errors/index.ts';
import { toMediaDto, type MediaService } from '../media/index.ts';
import { createFirmEvents } from './firms.events.ts';
import { canChangeFirmLogo, canSeeFirm } from './firms.policy.ts';
import { loadFirmScope } from './firms.scope.ts';

/**
 * `POST /firms/{id}/logo`: the policy is asked before a byte is read; the upload must be a square
 * image (422 `logo_not_square`, nothing stored); the new media item becomes the firm's logo. The
 * previous logo stays a media item of its uploader (it may be used elsewhere).
 */
export const createFirmLogoService = (deps: AppDeps, media: MediaService) => {
  const events = createFirmEvents(deps);
  const changeLogo = async ({
    actor,
    firmId,
    request,
  }: {
    actor: Actor;
    firmId: number;
    request: FastifyRequest;
  }): Promise<MediaObject> => {
    const firm = await loadFirmScope(deps.db, firmId);
    if (!canChangeFirmLogo(actor, firm)) throw canSeeFirm(actor, firm) ? forbidden() : notFound();
    const row = await media.storeUpload(request, { kinds: ['image'], requireSquare: true });
    await deps.db.update(firms).set({ logoId: row.id }).where(eq(firms.id, firm.id));
    await events.changed([firm.id]);
    return toMediaDto(row);
  };
  return { changeLogo };
};
export type FirmLogoService = ReturnType<typeof createFirmLogoService>;
