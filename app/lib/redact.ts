// Secrets never reach an error message or a log line: URL credentials are masked wherever they
// appear, and the secret values the environment holds are masked wherever they are repeated.

export const REDACTED = "***";

/** Environment variables whose whole value is secret. */
export const isSecretName = (name: string) => /PASSWORD|SECRET|TOKEN|(^|_)KEY$/i.test(name);

// scheme://userinfo@ — userinfo stops where an authority ends (/ ? #), at whitespace or quotes;
// it may hold further "@" (an unencoded one in a password), so the last "@" before the end wins.
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)([^\s/?#"'<>]*)@/gi;

/** `postgres://app:s3cret@db/x` → `postgres://app:***@db/x`; a lone user part (often a token) goes too. */
export function redactUrlCredentials(text: string): string {
  return text.replace(URL_CREDENTIALS, (_match, scheme: string, userinfo: string) => {
    const colon = userinfo.indexOf(":");
    return colon > 0 ? `${scheme}${userinfo.slice(0, colon)}:${REDACTED}@` : `${scheme}${REDACTED}@`;
  });
}

/**
 * A value as an error message may show it: a secret only by its length; a URL variable's value
 * (which failed validation, so its parts are unknown) with everything before its last "@" masked;
 * anything else with URL credentials masked.
 */
export function describeValue(name: string, value: string): string {
  if (isSecretName(name)) return `${value.length} characters, not shown`;
  if (/_URL$/i.test(name) && value.includes("@")) {
    const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(value)?.[0] ?? "";
    return JSON.stringify(`${scheme}${REDACTED}@${value.slice(value.lastIndexOf("@") + 1)}`);
  }
  return JSON.stringify(redactUrlCredentials(value));
}

/** Shorter values are left alone: masking "pw" everywhere would garble the log, not protect it. */
const MIN_LITERAL_LENGTH = 6;

/** The secret values an environment holds: whole secret variables and the passwords in its URLs. */
export function secretValues(env: Record<string, unknown>): string[] {
  const found = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (typeof value !== "string") continue;
    if (isSecretName(name)) found.add(value);
    try {
      const { password } = new URL(value);
      if (password) {
        found.add(password);
        found.add(decodeURIComponent(password));
      }
    } catch {
      // not a URL
    }
  }
  return [...found].filter((value) => value.length >= MIN_LITERAL_LENGTH);
}

/**
 * A function that masks URL credentials and the given secret values (also as they appear inside
 * JSON strings) in any text: for log lines and start-up failures.
 */
export function createRedactor(secrets: readonly string[] = []): (text: string) => string {
  const forms = [...new Set(secrets.flatMap((secret) => [secret, JSON.stringify(secret).slice(1, -1)]))]
    // Longest first, so a secret containing another is masked whole.
    .sort((a, b) => b.length - a.length);
  return (text) => {
    let out = redactUrlCredentials(text);
    for (const form of forms) if (out.includes(form)) out = out.split(form).join(REDACTED);
    return out;
  };
}
