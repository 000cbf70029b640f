import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  REGISTRATION_FORM_TYPES,
  RegistrationFormCompositionSchema,
  RegistrationFormSchema,
} from './forms.ts';
import {
  ExhibitorRegistrationSchema,
  RegistrationFirmMatchQuerySchema,
  RegistrationFirmMatchSchema,
  RegistrationResultSchema,
  VisitorRegistrationSchema,
} from './register.ts';

const FormTypeQuerySchema = z.object({
  type: z.enum(REGISTRATION_FORM_TYPES, { error: 'invalid_value' }).default('visitor'),
});

export const getForm = defineEndpoint({
  method: 'GET',
  path: '/visitor_registration_form_composition/block',
  summary: 'The stored registration form of a type (`?type=visitor|exhibitor`, visitor by default)',
  tags: ['registration'],
  query: FormTypeQuerySchema,
  response: RegistrationFormSchema,
});
export const saveForm = defineEndpoint({
  method: 'POST',
  path: '/visitor_registration_form_composition/block',
  summary:
    'Replace the registration form of a type (super admin); custom identifiers start with `custom` and are unique',
  tags: ['registration'],
  query: FormTypeQuerySchema,
  body: RegistrationFormCompositionSchema,
  response: RegistrationFormSchema,
});
export const registerVisitor = defineEndpoint({
  method: 'POST',
  path: '/register/visitor',
  summary:
    'Register as a visitor of a fair: account, stored form answers, waiting unless the fair validates automatically',
  tags: ['registration'],
  body: VisitorRegistrationSchema,
  response: RegistrationResultSchema,
  status: 201,
});
export const registerExhibitor = defineEndpoint({
  method: 'POST',
  path: '/register/exhibitor',
  summary:
    'Register as an exhibitor with a firm: a new name creates it (stand admin); an existing name (without case) creates a plain account and a pending `joinRequest` that the firm accepts or declines',
  tags: ['registration'],
  body: ExhibitorRegistrationSchema,
  response: RegistrationResultSchema,
  status: 201,
});
export const firmMatch = defineEndpoint({
  method: 'GET',
  path: '/register/firm-match',
  summary:
    'Whether a firm of this exact name (without case) exists, so the exhibitor form can say the registration will ask to join it (anyone; throttled)',
  tags: ['registration'],
  query: RegistrationFirmMatchQuerySchema,
  response: RegistrationFirmMatchSchema,
});
