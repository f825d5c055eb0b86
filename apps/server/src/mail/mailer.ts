import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
  readonly describe: string;
}

/** With no SMTP_URL, each mail is written as a JSON file in DATA_DIR/outbox (the log says where). */
export function outboxMailer(dir: string): Mailer {
  return {
    describe: `outbox directory ${dir}`,
    async send(mail) {
      await fs.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`;
      await fs.writeFile(path.join(dir, name), JSON.stringify({ ...mail, date: new Date().toISOString() }, null, 2));
    },
  };
}

/** The one file that imports nodemailer, lazily. */
export function smtpMailer(url: string, from: string): Mailer {
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  return {
    describe: 'SMTP',
    async send(mail) {
      transport ??= import('nodemailer').then((m) => m.default.createTransport(url));
      await (await transport).sendMail({ from, ...mail });
    },
  };
}

export function createMailer(config: Config): Mailer {
  return config.SMTP_URL
    ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : outboxMailer(path.join(config.dataDir, 'outbox'));
}
