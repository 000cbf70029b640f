import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** Quoted-printable soft breaks undone, so links read whole. */
  text: string;
}

/** A real SMTP receiver on loopback (smtp-server): tests read exactly what was sent over the wire. */
export const startSmtpReceiver = async () => {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        const decoded = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
        // Headers may be folded over several lines (RFC 5322 §2.2.3): unfold before decoding.
        const subjectLine = (/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '').replace(
          /\r?\n[ \t]/g,
          ' ',
        );
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeSubject(subjectLine),
          text: Buffer.from(decoded, 'latin1').toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits for a mail to the address (mail is sent after the HTTP answer). */
    waitFor: async (to: string, timeoutMs = 5000) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const m = mails.find((x) => x.to.includes(to));
        if (m) return m;
        if (Date.now() > until) throw new Error(`no mail for ${to}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** RFC 2047 encoded-words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as nodemailer writes non-ASCII subjects. */
const decodeSubject = (s: string) =>
  s.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
