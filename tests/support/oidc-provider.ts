// A real OpenID provider (the `oidc-provider` package) on a loopback port, for the single sign-on
// tests. Its login screen signs in whoever the test named last (or refuses, like a person pressing
// Cancel), so a browser or a cookie-carrying fetch can walk the whole flow without typing; consent
// is granted as a company's provider does for its own apps.
import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import { freePort } from "#scripts/lib/free-port.ts";

export type TestUser = { email?: string; emailVerified?: boolean };

export type TestOidcProvider = {
  issuer: string;
  /** The site's OIDC_* variables for this provider. */
  env: { OIDC_ISSUER: string; OIDC_CLIENT_ID: string; OIDC_CLIENT_SECRET: string };
  /** Adds (or replaces) a person the provider knows, by their subject. */
  addUser(subject: string, user: TestUser): void;
  /** Who the next login screen signs in, or that it refuses with the given OAuth error. */
  signInNext(answer: { subject: string } | { error: string }): void;
  /**
   * Walks an authorization URL the way a browser would (following redirects, keeping the provider's
   * cookies) and returns the URL the provider sends back to the site.
   */
  completeSignIn(authorizationUrl: string, redirectUri: string): Promise<string>;
  stop(): Promise<void>;
};

const CLIENT = { id: "lumenguard-site", secret: "a-test-client-secret-of-enough-length" };

export async function startOidcProvider({ redirectUri }: { redirectUri: string }): Promise<TestOidcProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const users = new Map<string, TestUser>();
  let next: { subject: string } | { error: string } = { error: "access_denied" };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    findAccount: async (_ctx, id) => {
      const user = users.get(id);
      if (!user) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, email: user.email, email_verified: user.emailVerified }) };
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    // A first-party app: consent is granted without asking.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope("openid email");
      await grant.save();
      return grant;
    },
    cookies: { keys: ["a-test-cookie-signing-key"] },
    // Lifetimes of its own (in seconds), which also keeps it from warning about its defaults.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  provider.use(async (ctx, proceed) => {
    if (ctx.method !== "GET" || !/^\/interaction\/[\w-]+$/.test(ctx.path)) return proceed();
    await provider.interactionDetails(ctx.req, ctx.res);
    const result = "error" in next ? { error: next.error, error_description: "The person cancelled." } : { login: { accountId: next.subject } };
    ctx.redirect(await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false }));
  });

  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;
  if (listening !== port) throw new Error("the OpenID provider did not get its port");

  return {
    issuer,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT.id, OIDC_CLIENT_SECRET: CLIENT.secret },
    addUser: (subject, user) => users.set(subject, user),
    signInNext: (answer) => {
      next = answer;
    },
    async completeSignIn(authorizationUrl, back) {
      const cookies = new Map<string, string>();
      let url = authorizationUrl;
      for (let hop = 0; hop < 10; hop++) {
        if (url.startsWith(back)) return url;
        const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
        const response = await fetch(url, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
        for (const set of response.headers.getSetCookie()) {
          const [pair] = set.split(";");
          const at = pair!.indexOf("=");
          cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
        }
        const location = response.headers.get("Location");
        if (!location) throw new Error(`the provider answered ${response.status} without a redirect: ${(await response.text()).slice(0, 500)}`);
        url = new URL(location, url).toString();
      }
      throw new Error("the provider redirected too many times");
    },
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
