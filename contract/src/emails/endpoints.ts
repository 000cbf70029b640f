import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { resourceEndpoints } from '../http/resource.ts';
import {
  EffectiveEmailSchema,
  EmailTemplateCreateSchema,
  EmailTemplateSchema,
  EmailTemplateCodeSchema,
  FairEmailCreateSchema,
  FairEmailSchema,
} from './schemas.ts';

const flag = z.enum(['true', 'false', '1', '0'], { error: 'invalid_value' }).optional();
const fairId = z.coerce
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .positive({ error: 'invalid_type' });

/** §7 `/emails`: the installation's templates (super admin writes; organizers read). */
export const emails = resourceEndpoints({
  path: '/emails',
  tag: 'emails',
  schema: EmailTemplateSchema,
  createSchema: EmailTemplateCreateSchema,
  filters: { isModel: flag, code: EmailTemplateCodeSchema.optional() },
});

/** §7 `/fair_emails`: a fair's own wording of a template (the fair's organizers). */
export const fairEmails = resourceEndpoints({
  path: '/fair_emails',
  tag: 'fair_emails',
  schema: FairEmailSchema,
  createSchema: FairEmailCreateSchema,
  filters: { fair: fairId.optional(), code: EmailTemplateCodeSchema.optional() },
});

/** §7 `GET /fair-emails?fairId=`: every template as it applies to the fair (or, without it, the models). */
export const effectiveEmails = defineEndpoint({
  method: 'GET',
  path: '/fair-emails',
  summary:
    'Every e-mail template as it applies to a fair: its own wording, else the model, else the built-in text, per locale (without `fairId`: the models)',
  tags: ['fair_emails'],
  query: z.object({ fairId: fairId.optional() }),
  response: z.array(EffectiveEmailSchema),
});
