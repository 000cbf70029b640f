import { defineEndpoint } from '../endpoint.ts';
import { UserImportPreviewSchema, UserImportQuerySchema, UserImportResultSchema } from './schemas.ts';

// Both take a multipart/form-data body with one `file` part (CSV or XLSX, at most 2 MB and 2000
// rows); organizer of the fair, super organizer or super admin.
export const previewImport = defineEndpoint({
  method: 'POST',
  path: '/users/import/preview',
  summary:
    'Check a CSV or XLSX file of users for a fair (multipart `file`, `?fair=`): every row with its violations, counts, the fair’s maxima; writes nothing',
  tags: ['users'],
  query: UserImportQuerySchema,
  response: UserImportPreviewSchema,
});
export const importUsers = defineEndpoint({
  method: 'POST',
  path: '/users/import',
  summary:
    'Import the valid rows of a CSV or XLSX file of users (multipart `file`, `?fair=`) in one transaction (409 and nothing written when the batch passes the fair’s maxima), then mail each a set-password link',
  tags: ['users'],
  query: UserImportQuerySchema,
  response: UserImportResultSchema,
});
