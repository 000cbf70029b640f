import type { FastifyInstance } from 'fastify';
import { jobProfilesApi } from '@passerelle/contract';
import { FileAnswer, defineRoute } from '../../platform/http/index.ts';
import { registerMediaUploads } from '../media/index.ts';
import type { JobProfilesService } from './job-profiles.service.ts';

/** The uploads, in a plugin of their own so that multipart parsing stays on these routes. */
const uploadRoutes = async (app: FastifyInstance, opts: { profiles: JobProfilesService }) => {
  await registerMediaUploads(app);
  const { profiles } = opts;
  defineRoute(app, jobProfilesApi.uploadMyCv, { auth: 'required' }, ({ actor, request }) =>
    profiles.replaceFile(actor, request, 'cv'),
  );
  defineRoute(app, jobProfilesApi.uploadMyPhoto, { auth: 'required' }, ({ actor, request }) =>
    profiles.replaceFile(actor, request, 'photo'),
  );
};

/** §7 job profiles: HTTP only, one service call per route. */
export const registerJobProfilesRoutes = async (app: FastifyInstance, profiles: JobProfilesService) => {
  defineRoute(app, jobProfilesApi.listProfiles, { auth: 'required' }, ({ actor, query }) =>
    profiles.list(actor, query),
  );
  defineRoute(app, jobProfilesApi.getMyProfile, { auth: 'required' }, ({ actor }) => profiles.getMine(actor));
  defineRoute(app, jobProfilesApi.saveMyProfile, { auth: 'required' }, ({ actor, body }) =>
    profiles.saveMine(actor, body),
  );
  defineRoute(app, jobProfilesApi.deleteMyProfile, { auth: 'required' }, ({ actor }) =>
    profiles.deleteMine(actor),
  );
  defineRoute(app, jobProfilesApi.deleteMyCv, { auth: 'required' }, ({ actor }) =>
    profiles.removeFile(actor, 'cv'),
  );
  defineRoute(app, jobProfilesApi.deleteMyPhoto, { auth: 'required' }, ({ actor }) =>
    profiles.removeFile(actor, 'photo'),
  );
  defineRoute(app, jobProfilesApi.myDiffusions, { auth: 'required' }, ({ actor }) =>
    profiles.myDiffusions(actor),
  );
  defineRoute(app, jobProfilesApi.setMyDiffusion, { auth: 'required' }, ({ actor, params, body }) =>
    profiles.setDiffusion(actor, params.fair, body.isAcceptingDiffusion),
  );
  defineRoute(app, jobProfilesApi.cvLibrary, { auth: 'required' }, ({ actor, query, locale }) =>
    profiles.library(actor, query, locale),
  );
  defineRoute(app, jobProfilesApi.getProfile, { auth: 'required' }, ({ actor, params }) =>
    profiles.get(actor, params.id),
  );
  defineRoute(app, jobProfilesApi.getFullProfile, { auth: 'required' }, ({ actor, params, query, locale }) =>
    profiles.full(actor, params.id, query.locale ?? locale),
  );
  defineRoute(app, jobProfilesApi.downloadCv, { auth: 'required' }, async ({ actor, params }) => {
    const f = await profiles.file(actor, params.id, 'cv');
    return new FileAnswer(f.body, f.type, f.name);
  });
  defineRoute(app, jobProfilesApi.downloadPhoto, { auth: 'required' }, async ({ actor, params }) => {
    const f = await profiles.file(actor, params.id, 'photo');
    return new FileAnswer(f.body, f.type, f.name);
  });
  await app.register(uploadRoutes, { profiles });
};
