import type { EmailTemplateCode, Locale } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import { renderWording } from '../../platform/mail/index.ts';
import { loadFairRows, loadModels, resolveTranslations } from './email-layers.ts';

export interface RenderOptions {
  /** The fair the mail is about; null for mails that concern no fair (password reset). */
  fairId: number | null;
  locale: Locale;
  /** Placeholder values (`firstName`, `fairName`, `link`…); escaped in the HTML part. */
  params: Record<string, string>;
}
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The mails the platform sends, in the recipient's locale: the fair's enabled wording in that
 * locale, else the model's wording in that locale, else the built-in text in that locale.
 */
export const createMailTemplates = (db: Db) => {
  const render = async (code: EmailTemplateCode, opts: RenderOptions): Promise<RenderedMail> => {
    const [models, fairRows] = await Promise.all([
      loadModels(db, code),
      opts.fairId === null ? new Map() : loadFairRows(db, opts.fairId, code),
    ]);
    const fairRow = fairRows.get(code);
    const wording = resolveTranslations(code, [
      fairRow?.isEnabled ? fairRow.translations : null,
      models.get(code)?.translations,
    ])[opts.locale];
    return renderWording(wording, opts.params);
  };
  return { render };
};
export type MailTemplates = ReturnType<typeof createMailTemplates>;
