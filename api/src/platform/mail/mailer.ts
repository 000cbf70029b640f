import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (an interview's `.ics`): nodemailer writes them as MIME parts. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string;
  /** `text/calendar; charset=utf-8; method=REQUEST` for an invitation. */
  contentType: string;
}

export interface Mailer {
  /** Resolves once the message is handed over (SMTP) or written to the outbox; never throws. */
  send(message: MailMessage): Promise<{ delivered: boolean; file?: string }>;
}

/**
 * SMTP_URL → any SMTP server; otherwise every message is written as .eml to DATA_DIR/outbox and
 * logged (embedded default). A message the SMTP server refuses is kept in outbox/failed, not lost.
 */
export const createMailer = (config: Config, log: FastifyBaseLogger): Mailer => {
  const outbox = path.join(config.dataDir, 'outbox');
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const smtp: Transporter | null = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl, {
        connectionTimeout: 5000,
        greetingTimeout: 5000,
        socketTimeout: 10_000,
      })
    : null;

  const writeEml = async (dir: string, message: MailMessage) => {
    const info = await writer.sendMail({ from: config.mailFrom, ...message });
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(
      dir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
    );
    fs.writeFileSync(file, info.message as Buffer);
    return file;
  };

  return {
    send: async (message) => {
      if (!smtp) {
        const file = await writeEml(outbox, message);
        log.info({ event: 'mail_written', file, subject: message.subject }, 'mail written to the outbox');
        return { delivered: true, file };
      }
      try {
        await smtp.sendMail({ from: config.mailFrom, ...message });
        log.info({ event: 'mail_sent', subject: message.subject }, 'mail sent');
        return { delivered: true };
      } catch (err) {
        const file = await writeEml(path.join(outbox, 'failed'), message).catch(() => undefined);
        log.error(
          { event: 'mail_failed', err: (err as Error).message, file },
          'mail not delivered, kept in outbox/failed',
        );
        return { delivered: false, file };
      }
    },
  };
};
