export { createMailer, type MailAttachment, type Mailer, type MailMessage } from './mailer.ts';
export {
  builtinTranslations,
  builtinWording,
  escapeHtml,
  mailWords,
  renderTemplate,
  renderWording,
  type TemplateName,
} from './templates.ts';
