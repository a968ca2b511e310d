/**
 * The mail port. Every message is first written to the outbox table, so a
 * failing SMTP relay never loses it and the answer time of sign-up does not
 * depend on it. Embedded default: the outbox plus the console (links visible
 * to the operator and to tests). With SMTP_URL: nodemailer delivers, and
 * `deliverPending` retries what failed.
 */
import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/database.ts';
import { mailOutbox } from '../db/schema.ts';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface Mailer {
  /** Stores the message and starts delivery; never throws for a delivery failure. */
  send(message: MailMessage): Promise<void>;
  /** Retries undelivered messages (SMTP only). Returns how many were sent. */
  deliverPending(): Promise<number>;
  close(): void;
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const MAX_ATTEMPTS = 8;

export function createMailer({ db, smtpUrl, from, log }: { db: Db; smtpUrl: string | undefined; from: string; log: Logger }): Mailer {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  async function deliver(id: string, message: MailMessage): Promise<boolean> {
    if (!transport) return false;
    try {
      await transport.sendMail({ from, ...message });
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
      return true;
    } catch (error) {
      const [row] = await db.select({ attempts: mailOutbox.attempts }).from(mailOutbox).where(eq(mailOutbox.id, id));
      await db
        .update(mailOutbox)
        .set({ attempts: (row?.attempts ?? 0) + 1, lastError: String(error).slice(0, 500) })
        .where(eq(mailOutbox.id, id));
      // The address is personal data: log the message id only.
      log.warn({ mailId: id, err: String(error) }, 'mail delivery failed; will retry');
      return false;
    }
  }

  return {
    async send(message) {
      const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
      if (!row) return;
      if (transport) {
        void deliver(row.id, message);
      } else {
        // Embedded default: the operator reads the links here (never in production logs with SMTP).
        console.log(`\n📧 ${message.subject} → ${message.to}\n${message.text}\n`);
      }
    },
    async deliverPending() {
      if (!transport) return 0;
      const pending = await db
        .select()
        .from(mailOutbox)
        // Leave a just-written message to its first delivery attempt instead of racing it.
        .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_ATTEMPTS), or(gt(mailOutbox.attempts, 0), lt(mailOutbox.createdAt, new Date(Date.now() - 60_000)))))
        .orderBy(asc(mailOutbox.createdAt))
        .limit(50);
      let sent = 0;
      for (const m of pending) if (await deliver(m.id, m)) sent++;
      return sent;
    },
    close() {
      transport?.close();
    },
  };
}
