/** Browser tests read e-mails from disk (epic-stack habit): each message is also written as JSON. */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Mailer, MailMessage } from '../../src/server/mail/mailer.ts';

export const MAIL_DIR = 'test-results/mail';

export function withCopyOnDisk(mailer: Mailer, dir = MAIL_DIR): Mailer {
  mkdirSync(dir, { recursive: true });
  let n = 0;
  return {
    ...mailer,
    async send(message) {
      await mailer.send(message);
      writeFileSync(path.join(dir, `${Date.now()}-${++n}.json`), JSON.stringify(message));
    },
  };
}

export function mailsTo(to: string, dir = MAIL_DIR): MailMessage[] {
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as MailMessage)
    .filter((m) => m.to === to);
}

export function linkIn(message: MailMessage): string {
  const link = /(https?:\/\/\S+)/.exec(message.text)?.[1];
  if (!link) throw new Error(`no link in "${message.subject}"`);
  return link;
}
