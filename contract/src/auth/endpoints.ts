import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { UserSchema } from '../users/schemas.ts';
import {
  AcceptedSchema,
  PasswordForgotBodySchema,
  PasswordResetBodySchema,
  AltchaChallengeSchema,
  CaptchaConfigSchema,
  LoginBodySchema,
  LoginResponseSchema,
  RefreshBodySchema,
} from './schemas.ts';

export const login = defineEndpoint({
  method: 'POST',
  path: '/login',
  summary: 'Log in with e-mail, password and the captcha response',
  tags: ['auth'],
  body: LoginBodySchema,
  response: LoginResponseSchema,
});
export const refreshToken = defineEndpoint({
  method: 'POST',
  path: '/token/refresh',
  summary: 'Rotate the refresh token (cookie, or body for non-browser clients)',
  tags: ['auth'],
  body: RefreshBodySchema,
  response: LoginResponseSchema,
});
export const logout = defineEndpoint({
  method: 'POST',
  path: '/logout',
  summary: 'Revoke the refresh token family and clear the cookie',
  tags: ['auth'],
  body: RefreshBodySchema,
  response: z.null(),
  status: 204,
});
export const userDetail = defineEndpoint({
  method: 'GET',
  path: '/user/detail',
  summary: 'The logged-in user with roles',
  tags: ['auth'],
  response: UserSchema,
});
export const captchaConfig = defineEndpoint({
  method: 'GET',
  path: '/captcha/config',
  summary: 'Which captcha the client must run',
  tags: ['auth'],
  response: CaptchaConfigSchema,
});
export const altchaChallenge = defineEndpoint({
  method: 'GET',
  path: '/captcha/altcha/challenge',
  summary: 'A fresh proof-of-work challenge (altcha provider)',
  tags: ['auth'],
  response: AltchaChallengeSchema,
});
export const passwordForgot = defineEndpoint({
  method: 'POST',
  path: '/user/password/forgot',
  summary: 'Send a password-reset link by e-mail; the same answer whether the address exists or not',
  tags: ['auth'],
  body: PasswordForgotBodySchema,
  response: AcceptedSchema,
  status: 202,
});
export const passwordReset = defineEndpoint({
  method: 'POST',
  path: '/user/password/reset',
  summary: 'Set a new password with the mailed single-use token (expires after 1 hour); ends every session',
  tags: ['auth'],
  body: PasswordResetBodySchema,
  response: AcceptedSchema,
});
