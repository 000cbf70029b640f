export { createMailer, type Mailer, type MailMessage } from './mailer.ts';
export { renderTemplate, type TemplateName } from './templates.ts';
