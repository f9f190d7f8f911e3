import { inspect } from 'node:util';

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = keyof typeof levels;

const REDACTED = '[redacted]';
/** Query and form parameters that carry a credential (§7 access_token, §3 transfer_token and uhash, §2 reset keys, stream signatures). */
const SECRET_PARAMS = 'access_token|accessToken|token|transfer_token|transferToken|studioToken|sessionToken|refresh_token|uhash|key|sig|password';
const secretParam = new RegExp(`(^|[^A-Za-z0-9_])(${SECRET_PARAMS})=[^&\\s#"'<>]+`, 'g');
const secretJsonField = new RegExp(`("(?:${SECRET_PARAMS}|authorization)"\\s*:\\s*)"[^"]*"`, 'gi');
const authorizationHeader = /(authorization['"]?\s*[:=]\s*['"]?)(?:(?:Bearer|Basic)\s+)?[^\s'",}]+/gi;
/** A signed token (JWS: three base64url parts, the header starting with `{"`) wherever it appears. */
const signedToken = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g;

/**
 * Access tokens travel in query strings where §7 requires it (access_token on every REST call),
 * so any URL, header or frame written to a log line could leak one: they are masked here, in the
 * one logger, whatever logged them.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(secretJsonField, `$1"${REDACTED}"`)
    .replace(authorizationHeader, `$1${REDACTED}`)
    .replace(secretParam, `$1$2=${REDACTED}`)
    .replace(signedToken, REDACTED);
}

function threshold(): number {
  const configured = (process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info')) as Level;
  return levels[configured] ?? levels.info;
}

function describe(extra: unknown, depth = 0): string {
  // drizzle wraps the database's own error ("Failed query: …") as the cause: the reason is there.
  if (extra instanceof Error) {
    const own = extra.stack ?? extra.message;
    return extra.cause !== undefined && depth < 3 ? `${own}\ncaused by: ${describe(extra.cause, depth + 1)}` : own;
  }
  return typeof extra === 'string' ? extra : inspect(extra, { depth: 4, breakLength: Infinity });
}

function write(level: Exclude<Level, 'silent'>, message: string, extra?: unknown) {
  if (levels[level] < threshold()) return;
  const line = `[${new Date().toISOString()}] ${level.toUpperCase()} ${redactSecrets(message)}`;
  const out = level === 'error' || level === 'warn' ? console.error : console.log;
  if (extra === undefined) out(line);
  else out(line, redactSecrets(describe(extra)));
}

/** The one logger: plain lines on stdout/stderr, level from LOG_LEVEL, credentials masked. */
export const log = {
  debug: (m: string, e?: unknown) => write('debug', m, e),
  info: (m: string, e?: unknown) => write('info', m, e),
  warn: (m: string, e?: unknown) => write('warn', m, e),
  error: (m: string, e?: unknown) => write('error', m, e),
};
