export { bearerCheck, requireActor, type AuthenticateOptions } from './authenticate.ts';
export { createJwt, type Jwt } from './jwt.ts';
export { hashPassword, verifyPassword, burnPasswordCheck } from './password.ts';
export { loadOrCreateSecret } from './secret.ts';
export { isCommonPassword } from './common-passwords.ts';
