// The admin's JSON endpoints (the editor's autosave, preview, upload, revisions) answer every
// outcome as JSON the page can read: the guard's refusals (thrown as data() or a redirect to the
// sign-in page, which suit pages) become the same statuses with a message, and the admin's private,
// noindex headers go on every answer.
import { adminHeaders, LOGIN_PATH, type SessionEnded } from "./guard.server.ts";

type ThrownData = { data: unknown; init: ResponseInit | null };

const isThrownData = (value: unknown): value is ThrownData =>
  typeof value === "object" && value !== null && "data" in value && "init" in value;

/** A JSON answer with the admin's headers. */
export function adminJson(body: unknown, status = 200, headers?: HeadersInit): Response {
  const merged = new Headers(adminHeaders());
  new Headers(headers).forEach((value, name) => merged.append(name, value));
  return Response.json(body, { status, headers: merged });
}

/** Runs an endpoint; a refusal thrown by the guard (or a body check) is answered as JSON with its status. */
export async function answerAsJson(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) {
      // A read without a session is sent to the sign-in page; a script is told the session ended.
      const location = thrown.headers.get("Location") ?? "";
      if (thrown.status >= 300 && thrown.status < 400 && location.startsWith(LOGIN_PATH)) {
        const body: SessionEnded = { sessionEnded: true, message: "Your session has ended. Please sign in again." };
        return adminJson(body, 401, thrown.headers.has("Set-Cookie") ? { "Set-Cookie": thrown.headers.get("Set-Cookie")! } : undefined);
      }
      return thrown;
    }
    if (isThrownData(thrown)) return adminJson(thrown.data, thrown.init?.status ?? 500, thrown.init?.headers);
    throw thrown;
  }
}
