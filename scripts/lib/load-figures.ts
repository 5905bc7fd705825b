// One autocannon run turned into the figures the audit and the load check report.
import autocannon from "autocannon";

export type LoadFigures = {
  title: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
};

export const LOAD_CONNECTIONS = 10;
export const LOAD_SECONDS = 10;

export async function measureLoad(title: string, options: autocannon.Options): Promise<LoadFigures> {
  const result = await autocannon({ duration: LOAD_SECONDS, connections: LOAD_CONNECTIONS, ...options });
  return {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A valid contact message, the lead function both load figures exercise. */
export const contactRequest = (baseUrl: string) => ({
  url: `${baseUrl}/api/functions/send-contact-email`,
  method: "POST" as const,
  headers: { "content-type": "application/json" },
  body: JSON.stringify({
    firstName: "Load",
    lastName: "Check",
    workEmail: "load.check@acme.example",
    message: "Autocannon load check of the contact function.",
    sourcePage: "/contact-us",
  }),
});
