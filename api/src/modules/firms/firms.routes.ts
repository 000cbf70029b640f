import type { FastifyInstance } from 'fastify';
import { firmsApi } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import type { FirmsFrontService } from './firms.front.service.ts';
import type { FirmLinksService } from './firms.links.service.ts';
import type { FirmsService } from './firms.service.ts';
import type { FirmWriteService } from './firms.write.service.ts';

// Back views need a login; the public views (front, detail, bcard, light) are open as the fair is.
export const registerFirmsRoutes = (
  app: FastifyInstance,
  firms: FirmsService & FirmWriteService,
  front: FirmsFrontService,
  links: FirmLinksService,
) => {
  defineRoute(app, firmsApi.listFirms, { auth: 'required' }, ({ actor, query, locale }) =>
    firms.listFirms({ actor, query, locale }),
  );
  defineRoute(app, firmsApi.backList, { auth: 'required' }, ({ actor, query, locale }) =>
    firms.backList({ actor, query, locale }),
  );
  defineRoute(app, firmsApi.selectInput, { auth: 'required' }, ({ actor, query }) =>
    firms.selectInput({ actor, query }),
  );
  defineRoute(app, firmsApi.light, { auth: 'optional' }, ({ actor, query, locale }) =>
    front.light({ actor, query, locale }),
  );
  defineRoute(app, firmsApi.frontList, { auth: 'optional' }, ({ actor, query, locale }) =>
    front.frontList({ actor, query, locale }),
  );
  defineRoute(app, firmsApi.detail, { auth: 'optional' }, ({ actor, params, query, locale }) =>
    front.detail({ actor, firmId: params.id, fairId: query.fair, locale }),
  );
  defineRoute(app, firmsApi.businessCard, { auth: 'optional' }, ({ actor, params, query, locale }) =>
    front.businessCard({ actor, firmId: params.id, fairId: query.fair, locale }),
  );
  defineRoute(app, firmsApi.computed, { auth: 'required' }, ({ actor, params }) =>
    firms.computed({ actor, firmId: params.id }),
  );
  defineRoute(app, firmsApi.allUsers, { auth: 'required' }, ({ actor, params, query }) =>
    firms.allUsers({ actor, firmId: params.id, query }),
  );
  defineRoute(app, firmsApi.getFirm, { auth: 'required' }, ({ actor, params, locale }) =>
    firms.getFirm({ actor, firmId: params.id, locale }),
  );
  defineRoute(app, firmsApi.createFirm, { auth: 'required' }, ({ actor, body, locale }) =>
    firms.createFirm({ actor, data: body, locale }),
  );
  defineRoute(app, firmsApi.updateFirm, { auth: 'required' }, ({ actor, params, body, locale }) =>
    firms.updateFirm({ actor, firmId: params.id, data: body, locale }),
  );

  const { fairFirms, firmBusinessSectors } = firmsApi;
  defineRoute(app, fairFirms.list, { auth: 'required' }, ({ actor, query }) =>
    links.listFairFirms({ actor, query }),
  );
  defineRoute(app, fairFirms.get, { auth: 'required' }, ({ actor, params }) =>
    links.getFairFirm({ actor, id: params.id }),
  );
  defineRoute(app, fairFirms.create, { auth: 'required' }, ({ actor, body }) =>
    links.createFairFirm({ actor, data: body }),
  );
  defineRoute(app, fairFirms.update, { auth: 'required' }, ({ actor, params, body }) =>
    links.updateFairFirm({ actor, id: params.id, data: body }),
  );
  defineRoute(app, fairFirms.remove, { auth: 'required' }, async ({ actor, params }) => {
    await links.deleteFairFirm({ actor, id: params.id });
    return null;
  });
  defineRoute(app, firmBusinessSectors.list, { auth: 'optional' }, ({ actor, query }) =>
    links.listFirmSectors({ actor, query }),
  );
  defineRoute(app, firmBusinessSectors.get, { auth: 'optional' }, ({ actor, params }) =>
    links.getFirmSector({ actor, id: params.id }),
  );
  defineRoute(app, firmBusinessSectors.create, { auth: 'required' }, ({ actor, body }) =>
    links.createFirmSector({ actor, data: body }),
  );
  defineRoute(app, firmBusinessSectors.update, { auth: 'required' }, ({ actor, params, body }) =>
    links.updateFirmSector({ actor, id: params.id, data: body }),
  );
  defineRoute(app, firmBusinessSectors.remove, { auth: 'required' }, async ({ actor, params }) => {
    await links.deleteFirmSector({ actor, id: params.id });
    return null;
  });
};
