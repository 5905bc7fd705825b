// Requests fetch() cannot make: a body that keeps coming (declared or chunked) and a count of how
// much of it the server let through before it answered.
import net from "node:net";

export type RawAnswer = { status: number; headers: Record<string, string>; body: string; bytesSent: number; closed: boolean };

/**
 * POSTs `head` then streams filler bytes until the server answers (or `maxBytes` are sent). The
 * filler is written only as fast as the connection takes it, so `bytesSent` is roughly what the
 * server read plus what the kernel buffered.
 */
export function streamPost(
  baseUrl: string,
  path: string,
  { headers = {}, chunked, maxBytes }: { headers?: Record<string, string>; chunked: boolean; maxBytes: number },
): Promise<RawAnswer> {
  const { hostname, port, host } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  const lines = [
    `POST ${path} HTTP/1.1`,
    `Host: ${host}`,
    "Content-Type: application/x-www-form-urlencoded",
    chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${maxBytes}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  const filler = Buffer.alloc(64 * 1024, "x");
  const frame = chunked ? Buffer.concat([Buffer.from(`${filler.length.toString(16)}\r\n`), filler, Buffer.from("\r\n")]) : filler;

  return new Promise((resolve, reject) => {
    let received = "";
    let bytesSent = 0;
    let answered = false;
    let finished = false;
    const finish = (closed: boolean) => {
      if (finished) return;
      finished = true;
      const [head = "", ...rest] = received.split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const parsed = Object.fromEntries(
        headerLines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      const raw = rest.join("\r\n\r\n");
      const body = /chunked/i.test(parsed["transfer-encoding"] ?? "") ? dechunk(raw) : raw;
      resolve({ status: Number(statusLine.split(" ")[1]), headers: parsed, body, bytesSent, closed });
      socket.destroy();
    };
    const pump = () => {
      while (!answered && !socket.destroyed && bytesSent < maxBytes) {
        bytesSent += filler.length;
        if (!socket.write(frame)) return socket.once("drain", pump);
      }
      // All sent without an answer: end the chunked body so the server answers what it read.
      if (!answered && chunked && !socket.destroyed) socket.write("0\r\n\r\n");
    };
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      answered = true;
    });
    // The answer is complete when the server closes (Connection: close) or goes quiet.
    let quiet: NodeJS.Timeout | undefined;
    socket.on("data", () => {
      clearTimeout(quiet);
      quiet = setTimeout(() => finish(false), 500);
    });
    socket.on("close", () => {
      clearTimeout(quiet);
      if (received) finish(true);
      else reject(new Error(`no answer after ${bytesSent} bytes`));
    });
    socket.on("error", () => {}); // A reset after the answer is the server refusing the rest.
    socket.write(`${lines.join("\r\n")}\r\n\r\n`);
    pump();
  });
}

/** The payload of a chunked response (read as latin1, one character per byte), as far as it came. */
function dechunk(raw: string): string {
  let body = "";
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf("\r\n", at);
    const size = lineEnd === -1 ? 0 : Number.parseInt(raw.slice(at, lineEnd), 16);
    if (!size) return body;
    body += raw.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}

/** Whether `received` holds a whole answer: its head and the body its Content-Length or chunking announces. */
function isComplete(received: string): boolean {
  const headEnd = received.indexOf("\r\n\r\n");
  if (headEnd === -1) return false;
  const head = received.slice(0, headEnd);
  const body = received.slice(headEnd + 4);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (length) return body.length >= Number(length[1]);
  return /\r\ntransfer-encoding: *chunked/i.test(head) ? body.endsWith("0\r\n\r\n") : false;
}

/**
 * Sends `text` as it is (a request line and headers no HTTP client would write) and reads one
 * answer, until it is complete, the server closes the connection or goes quiet; status 0 when it
 * sent nothing.
 */
export function rawRequest(baseUrl: string, text: string): Promise<{ status: number; head: string; closed: boolean }> {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  return new Promise((resolve) => {
    let received = "";
    let quiet: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearTimeout(quiet);
      socket.destroy();
      const head = received.split("\r\n\r\n")[0] ?? "";
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head, closed });
    };
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      clearTimeout(quiet);
      // A complete answer still gets a moment, to tell whether the server closes after it.
      quiet = setTimeout(() => finish(false), isComplete(received) ? 50 : 300);
    });
    socket.on("close", () => finish(true));
    socket.on("error", () => {}); // A reset still ends in "close", with what arrived before it.
    socket.write(text);
  });
}
