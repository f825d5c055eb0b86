import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** the account the mail is about: kept with a stored copy (never sent), so deleting the account finds it */
  userId?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
  readonly describe: string;
  /**
   * Mailers that keep copies (the outbox) delete those older than `before` and those about `account` (its id, or —
   * for copies written before the id was kept — its address and username together). Returns how many went.
   */
  purge?(o: { before?: Date; account?: { id: string; email: string; username: string } }): Promise<number>;
}

/** How long the outbox keeps a mail (a reset link inside lives 60 minutes; the copy is for the operator). */
export const OUTBOX_DAYS = 7;

/** With no SMTP_URL, each mail is written as a JSON file in DATA_DIR/outbox (the log says where). */
export function outboxMailer(dir: string, clock: () => Date = () => new Date()): Mailer {
  return {
    describe: `outbox directory ${dir}`,
    async send(mail) {
      await fs.mkdir(dir, { recursive: true });
      const now = clock();
      const name = `${now.toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`;
      await fs.writeFile(path.join(dir, name), JSON.stringify({ ...mail, date: now.toISOString() }, null, 2));
    },
    async purge({ before, account }) {
      let names: string[];
      try {
        names = (await fs.readdir(dir)).filter((n) => n.endsWith('.json'));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw e;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(dir, name);
        let mail: Partial<Mail> & { date?: string };
        try {
          mail = JSON.parse(await fs.readFile(file, 'utf8'));
        } catch {
          mail = {};
        }
        const written = Date.parse(mail.date ?? '') || (await fs.stat(file).catch(() => undefined))?.mtimeMs || 0;
        const old = before !== undefined && written < before.getTime();
        const about =
          account !== undefined &&
          (mail.userId === account.id ||
            (mail.to?.toLowerCase() === account.email.toLowerCase() && Boolean(mail.text?.includes(account.username))));
        if (old || about) {
          await fs.rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}

/** The one file that imports nodemailer, lazily. */
export function smtpMailer(url: string, from: string): Mailer {
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  return {
    describe: 'SMTP',
    async send({ userId: _userId, ...mail }) {
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
