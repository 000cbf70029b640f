import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registrationApi } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import type { RegistrationFormsService } from './registration-forms.service.ts';
import type { RegistrationService } from './registration.service.ts';

export const registerRegistrationRoutes = (
  app: FastifyInstance,
  forms: RegistrationFormsService,
  registration: RegistrationService,
) => {
  const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
  const registerLimit = { rateLimit: { max: 30, timeWindow: 60_000 } };
  // The form asks as the firm name is typed (debounced); a tighter ceiling than the global one.
  const firmMatchLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };

  defineRoute(app, registrationApi.getForm, { auth: 'optional' }, ({ query }) => forms.getForm(query.type));
  defineRoute(
    app,
    registrationApi.saveForm,
    { auth: 'required', bodyLimit: 256 * 1024 },
    ({ actor, query, body }) => forms.saveForm({ actor, type: query.type, form: body }),
  );
  defineRoute(app, registrationApi.firmMatch, { auth: 'optional', config: firmMatchLimit }, ({ query }) =>
    registration.firmMatch(query.name),
  );
  defineRoute(
    app,
    registrationApi.registerVisitor,
    { auth: 'optional', bodyLimit: 64 * 1024, config: registerLimit },
    ({ body, request }) => registration.register('visitor', body, meta(request)),
  );
  defineRoute(
    app,
    registrationApi.registerExhibitor,
    { auth: 'optional', bodyLimit: 64 * 1024, config: registerLimit },
    ({ body, request }) => registration.register('exhibitor', body, meta(request)),
  );
};
