// A real SMTP server on loopback that parses what it receives. It can be stopped and started
// again on the same port to play an outage.
import net from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SmtpSink = {
  port: number;
  url: string;
  messages: ParsedMail[];
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Resolves once `count` messages have arrived (rejects after timeoutMs). */
  waitForMessages: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
};

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** `delayMs` holds each message that long before accepting it, like a busy relay. */
export async function createSmtpSink(options: { port?: number; listen?: boolean; delayMs?: number } = {}): Promise<SmtpSink> {
  const port = options.port ?? (await freePort());
  const messages: ParsedMail[] = [];
  let server: SMTPServer | null = null;

  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then(async (mail) => {
            if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
            messages.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
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
  return { port, url: `smtp://127.0.0.1:${port}`, messages, start, stop, waitForMessages };
}
