import http from "node:http";

/**
 * A JSON POST whose headers leave now and whose body leaves on `finish()`: a request that is in
 * flight for as long as the test wants (across a server's SIGTERM, say). `status` is the answer's.
 */
export function requestInFlight(url: string, payload: unknown, headers: Record<string, string> = {}) {
  const body = JSON.stringify(payload);
  const request = http.request(url, {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
  });
  request.flushHeaders();
  return { status, finish: () => request.end(body) };
}
