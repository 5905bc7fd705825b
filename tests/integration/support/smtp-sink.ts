// A real SMTP server on loopback that parses what it receives. It can be stopped and started
// again on the same port to play an outage.
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "#scripts/lib/free-port.ts";

/** The addresses of a parsed message's To (or Cc) field. */
export const recipientsOf = (field: ParsedMail["to"]) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((entry) => entry.address));

export type SmtpSink = {
  port: number;
  url: string;
  messages: ParsedMail[];
  /** Each message as it came over the wire, in the order of `messages` (what a DKIM verifier reads). */
  raw: Buffer[];
  /** Recipients refused with 550, once per attempt. */
  refused: string[];
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Resolves once `count` messages have arrived (rejects after timeoutMs). */
  waitForMessages: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
};

/**
 * `delayMs` holds each message that long before accepting it, like a busy relay; `refuse` names
 * recipients answered "550 5.1.1" at RCPT TO, like a mailbox that does not exist.
 */
export async function createSmtpSink(options: { port?: number; listen?: boolean; delayMs?: number; refuse?: string[] } = {}): Promise<SmtpSink> {
  const port = options.port ?? (await freePort());
  const messages: ParsedMail[] = [];
  const raw: Buffer[] = [];
  const refused: string[] = [];
  const refuse = new Set((options.refuse ?? []).map((address) => address.toLowerCase()));
  let server: SMTPServer | null = null;

  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (!refuse.has(address.address.toLowerCase())) return callback();
        refused.push(address.address);
        callback(Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 }));
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const bytes = Buffer.concat(chunks);
          simpleParser(bytes)
            .then(async (mail) => {
              if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
              messages.push(mail);
              raw.push(bytes);
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(port, "127.0.0.1", () => resolve());
    });
    // A client that goes away in the middle of a message (a server process killed, say) resets its
    // connection, which smtp-server reports as an 'error' of the server: a relay notes it and goes on.
    server.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") console.error("SMTP sink:", error);
    });
  };

  const stop = async () => {
    const current = server;
    server = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  const waitForMessages = async (count: number, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (messages.length < count) {
      if (Date.now() > deadline) throw new Error(`SMTP sink got ${messages.length} of ${count} messages in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return messages;
  };

  if (options.listen !== false) await start();
  return { port, url: `smtp://127.0.0.1:${port}`, messages, raw, refused, start, stop, waitForMessages };
}
