import { pino, type DestinationStream } from "pino";

export function createLogger(level: string, destination?: DestinationStream) {
  return destination ? pino({ level }, destination) : pino({ level });
}

type Entry = Record<string, unknown> & {
  req?: { id?: unknown; method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
};

/**
 * Development (`npm run dev`): one readable, coloured line per entry instead of JSON, a request as
 * "GET /pricing 200 in 12 ms", errors with their stack. pino-pretty is a devDependency: production
 * never loads it and logs JSON lines for a collector.
 */
export async function prettyDestination(): Promise<DestinationStream> {
  const { default: pretty } = await import("pino-pretty");
  return pretty({
    colorize: process.stdout.isTTY,
    // Written at once, so the last lines before a restart's process.exit are not lost.
    sync: true,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname,req,res,responseTime",
    messageFormat: (entry: Entry, messageKey: string) => {
      const { req, res } = entry;
      if (req && res) return `${req.method} ${req.url} ${res.statusCode} in ${entry.responseTime} ms`;
      return req ? `${String(entry[messageKey])} (${req.method} ${req.url}, request ${String(req.id)})` : String(entry[messageKey]);
    },
  });
}
