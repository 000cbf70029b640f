export { createMailer, type Mailer, type MailMessage } from './mailer.ts';
export { mailWords, renderTemplate, type TemplateName } from './templates.ts';
