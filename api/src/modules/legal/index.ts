import { defineModule } from '../../platform/modules/index.ts';
import { createLegalService } from './legal.service.ts';
import { registerLegalRoutes } from './legal.routes.ts';

/**
 * Issue 14 "Legal and consent": each fair's legal notice, privacy notice and accessibility
 * statement per locale (`fair_legal_pages`), over built-in defaults in five languages.
 */
export const legalModule = defineModule({
  name: 'legal',
  services: ({ deps }) => createLegalService(deps.db),
  routes: (app, legal) => registerLegalRoutes(app, legal),
});
export { createLegalService, type LegalService } from './legal.service.ts';
/** A copied fair's legal wording (the fairs module calls it in its transaction). */
export { copyFairLegalPages } from './legal.copy.ts';
