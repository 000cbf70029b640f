export { createCaptcha, type Captcha } from './captcha.ts';
