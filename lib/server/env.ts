import * as z from 'zod';
import { marketHostsSchema } from './market/market-hosts';

/** An on/off switch: 1/0 or true/false. */
const flag = (fallback: '0' | '1') =>
  z
    .enum(['0', '1', 'true', 'false'])
    .default(fallback)
    .transform((v) => v === '1' || v === 'true');

/** The process environment, parsed once (STYLE.md: env validated by zod in one place). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Unset → embedded PGlite in DATA_DIR; `postgres://…` → a PostgreSQL server. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Secret for access tokens; unset → generated once and kept in the database. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** §6 the operator account, created on its first login (README: dev/test default ops@example.com / ops-pass-123). */
  OPERATOR_EMAIL: z.string().email().default('ops@example.com'),
  /** Outside development and tests set a strong one; unset in production → operator login refused. */
  OPERATOR_PASSWORD: z.string().min(8).optional(),
  /** Origin of the hosted payment and login pages (§5 checks frame messages against it). */
  PAY_ORIGIN: z.string().url().optional(),
  /** A second port the same process serves (the pay pages' own origin in tests); unset → none. */
  PAY_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** §1 host → variant table, e.g. "es.localhost=es,special.localhost=special" (`*=es`: every other host); empty → every host the default variant. */
  MARKET_HOSTS: marketHostsSchema,
  /** §2 the special-market variant's home path (e.g. `es-home`): on its hosts, after login the page goes to /{language}/{path}/. */
  SPECIAL_MARKET_HOME: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/).optional(),
  /** §5: a special external login modal applies; the login overlay then opens only when forced. */
  EXTERNAL_LOGIN_MODAL: flag('0'),
  /** §4: a logged-in guest without age verification gets the AVS flow at once. */
  AVS_FORCED_MODAL: flag('0'),
  /** §6: the Spanish-market hosts (MARKET_HOSTS …=es) show its age-check modal (es-avs) until the forced-age-check cookie is set. */
  ES_AVS_MODAL: flag('0'),
  /** §4 the optional title animation: a prefix scrolls in the tab's title while it is hidden. */
  TITLE_ANIMATION: flag('1'),
  /** The public origin of the guest pages (canonical URLs, hreflang, sitemap); default http://localhost:PORT. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  SEED_SCALE: z.enum(['small', 'default', 'large']).default('default'),
  /** §2 qmday/qmdate test days; off in production unless asked for. */
  ALLOW_TEST_DAYS: z.enum(['0', '1']).optional(),
  /**
   * Request header carrying the visitor's country (ISO 3166-1 alpha-2), set by the CDN or proxy in
   * front of us (e.g. cf-ipcountry). §6 country bans use it for anonymous visitors; the page cache
   * keys on it. Unset or absent → no country, no bans applied.
   */
  GEO_COUNTRY_HEADER: z.string().regex(/^[a-z0-9-]+$/).default('x-country-code'),
  /** Seconds a public catalogue page stays in the page cache at most (tags invalidate earlier). */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** §5: login and sign-up can be disabled by config; off → login answers 403 LOGIN_DISABLED (sign-up too). */
  LOGIN_ENABLED: flag('1'),
  /** Sign-up alone can be switched off (403 SIGNUP_DISABLED); login keeps working. */
  SIGNUP_ENABLED: flag('1'),
  /** The payment provider behind top-ups; 'sandbox' takes the test cards of README. */
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /**
   * §5/§6 one-click: the amounts offered, in EUR cents, comma-separated (each 5 to 1,000 EUR).
   * Empty → one-click is not configured and never offered.
   */
  ONE_CLICK_AMOUNTS: z
    .string()
    .default('1000,2000,5000')
    .transform((value) => value.split(',').map((part) => part.trim()).filter((part) => part !== '').map(Number))
    .pipe(z.array(z.number().int().min(500).max(100_000))),
  /** §5 auto recharge offered at all; off → no teaser, no settings, no automatic charges. */
  AUTO_RECHARGE_ENABLED: flag('1'),
  /** The discreet name on the guest's card statement and receipts, configured once. */
  BILLING_DESCRIPTOR: z.string().trim().min(3).max(22).default('CV MEDIA SERVICES'),
  /** The age verification (avs) provider; 'sandbox' decides on its own hosted check page (/pay/avs-check/). */
  AGE_VERIFIER: z.enum(['sandbox']).default('sandbox'),
  /**
   * Where mails go: 'outbox' only writes mail_outbox rows (the development mailbox lists them);
   * 'smtp' also delivers each one through SMTP_URL from MAIL_FROM, recording the outcome in the row.
   */
  MAILER: z.enum(['outbox', 'smtp']).default('outbox'),
  /** smtp://[user:password@]host[:port] (STARTTLS when offered, port 587) or smtps://… (TLS, port 465). */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be smtp://… or smtps://…' })
    .transform((value) => {
      const url = new URL(value);
      const secure = url.protocol === 'smtps:';
      return {
        secure,
        host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port ? Number(url.port) : secure ? 465 : 587,
        auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      };
    })
    .optional(),
  /** The sender: `noreply@example.com` or `Name <noreply@example.com>` (one line: no header injection). */
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'MAIL_FROM must be an address or Name <address>')
    .optional(),
  /**
   * 1 when a reverse proxy in front of us appends the client address to X-Forwarded-For (the
   * rightmost entry is then trusted). 0: server.ts replaces the header with the socket address,
   * so a client cannot choose the address the login throttle counts.
   */
  TRUST_PROXY: flag('0'),
  /**
   * Open WebSockets per client address (the address the login throttle counts); more upgrades
   * get 429. Pages behind one NAT share it: keep it well above one person's tabs. The real-time
   * bench (5,000 clients from one address) raises it.
   */
  WS_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(50),
  /**
   * The development mailbox page (/pay/dev/mailbox/) lists every outbox mail, reset links included:
   * on by default outside production, in production only with DEV_MAILBOX=1 (demo and test servers).
   */
  DEV_MAILBOX: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** §4 web push: the VAPID subject (mailto: or https:); unset → mailto:support@<host of PUBLIC_ORIGIN>. */
  WEB_PUSH_SUBJECT: z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/).optional(),
  /**
   * §4 web push endpoints must be https; 1 also takes http://127.0.0.1, ::1 or localhost (a push
   * service stand-in in tests). Unset → allowed outside production only.
   */
  WEB_PUSH_LOOPBACK: z.enum(['0', '1']).optional(),
  /**
   * Live video: ICE servers for the SFU and the browsers. STUN_URLS comma-separated
   * (stun:host:port); TURN_URL (turn: or turns:, comma-separated for several transports) with
   * TURN_USERNAME and TURN_CREDENTIAL. Unset → none (host candidates only; werift's default
   * public STUN host cannot be reached here).
   */
  STUN_URLS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((part) => part.trim()).filter((part) => part !== ''))
    .pipe(z.array(z.string().regex(/^stuns?:[^\s,]+$/))),
  TURN_URL: z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim()).filter((part) => part !== ''))
    .pipe(z.array(z.string().regex(/^turns?:[^\s,]+$/)))
    .optional(),
  TURN_USERNAME: z.string().min(1).max(512).optional(),
  TURN_CREDENTIAL: z.string().min(1).max(512).optional(),
}).superRefine((value, ctx) => {
  // A misconfigured mailer stops the start, not the first password reset.
  if (value.MAILER !== 'smtp') return;
  if (!value.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'MAILER=smtp needs SMTP_URL' });
  if (!value.MAIL_FROM) ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'MAILER=smtp needs MAIL_FROM' });
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** The origin of canonical links and the sitemap, without a trailing slash. */
export function publicOrigin(): string {
  const { PUBLIC_ORIGIN, PORT } = env();
  return (PUBLIC_ORIGIN ?? `http://localhost:${PORT}`).replace(/\/$/, '');
}

/** The origin of the hosted pay pages (PAY_ORIGIN), by default the app's own. */
/** Whether /pay/dev/mailbox/ answers (see DEV_MAILBOX). */
export function devMailboxEnabled(): boolean {
  const { DEV_MAILBOX, NODE_ENV } = env();
  return DEV_MAILBOX === undefined ? NODE_ENV !== 'production' : DEV_MAILBOX === '1';
}

export function payOrigin(): string {
  return (env().PAY_ORIGIN ?? publicOrigin()).replace(/\/$/, '');
}

/**
 * What the browser is told about the two origins: null means "the page's own origin" (PAY_ORIGIN
 * unset: the pay pages live on the app's origin, whatever host name the visitor used).
 */
export function browserOrigins(): { payOrigin: string | null; appOrigin: string | null } {
  const { PAY_ORIGIN } = env();
  return PAY_ORIGIN ? { payOrigin: PAY_ORIGIN.replace(/\/$/, ''), appOrigin: publicOrigin() } : { payOrigin: null, appOrigin: null };
}

export function env(): Env {
  cached ??= envSchema.parse(process.env);
  return cached;
}
