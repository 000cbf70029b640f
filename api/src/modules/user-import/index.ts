import multipart from '@fastify/multipart';
import { USER_IMPORT_MAX_BYTES } from '@passerelle/contract';
import { defineModule } from '../../platform/modules/index.ts';
import { registerUserImportRoutes } from './user-import.routes.ts';
import { createUserImportService } from './user-import.service.ts';

/** Issue 3 "User import": CSV or XLSX files of users for a fair, previewed then imported. */
export const userImportModule = defineModule({
  name: 'user-import',
  services: ({ deps, doors }) =>
    createUserImportService(
      deps,
      doors.accountLinks.sendAccountCreatedLink,
      doors.accountLinks.reserveInvitations,
    ),
  routes: async (app, service) => {
    // Multipart only inside this plugin: one file, a few fields, each capped (perf-security §B).
    await app.register(multipart, {
      limits: {
        fileSize: USER_IMPORT_MAX_BYTES,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 6,
        headerPairs: 50,
      },
    });
    app.addHook('onClose', () => service.drain());
    registerUserImportRoutes(app, service);
  },
});
