import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import type { PGliteOptions } from '@electric-sql/pglite';

/** Walks up from `start` to the folder whose package.json declares workspaces (the repo root). */
export function findRepoRoot(start = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if (JSON.parse(readFileSync(pkg, 'utf8')).workspaces) return dir;
      } catch {
        /* keep walking */
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

export interface RateLimitRule {
  /** Requests (or failures, for per-account login) allowed per window. */
  max: number;
  /** Window length in seconds. */
  window: number;
}

export interface RateLimits {
  /** Per IP: password grant. */
  loginPerIp: RateLimitRule;
  /** Per account and client address: password grants (a success clears it). */
  loginFailuresPerAccountAndIp: RateLimitRule;
  /** Per account from every address: a higher cap against distributed guessing. */
  loginFailuresPerAccount: RateLimitRule;
  /** Per IP: refresh grant and revoke. */
  refreshPerIp: RateLimitRule;
  /** Per IP / per email: registration. */
  registrationPerIp: RateLimitRule;
  registrationPerAccount: RateLimitRule;
  /** Per IP / per email: password reset requests; per IP: reset submissions. */
  resetRequestPerIp: RateLimitRule;
  resetRequestPerAccount: RateLimitRule;
  resetSubmitPerIp: RateLimitRule;
  /** Per user: change password attempts. */
  changePasswordPerAccount: RateLimitRule;
  /** Per IP: guest forms. */
  guestPerIp: RateLimitRule;
  /** Per account: calls that cost a completion or a platform sync (one account cannot run up another's bill or share). */
  agentTestPerAccount: RateLimitRule;
  aiAnswerPerAccount: RateLimitRule;
  publicationsSyncPerAccount: RateLimitRule;
  /** Per account: stock uploads. */
  knowledgeUploadPerAccount: RateLimitRule;
  /** Per account: re-reading, confirming or dropping a kept preview (each re-read runs the import worker). */
  knowledgePreviewPerAccount: RateLimitRule;
  /** Per account: analytics reads (each scans the period's messages). */
  analyticsPerAccount: RateLimitRule;
}

/**
 * The Graph API version every Meta call uses unless META_GRAPH_VERSION says otherwise: the one
 * place it is named. v26.0 is Meta's current version (released 2026-07-29; developers.facebook.com/
 * docs/graph-api/changelog/versions, read 2026-11-25). Versions expire two years after the next one
 * comes out, and Meta serves an expired one silently as the oldest live one.
 */
export const GRAPH_VERSION = 'v26.0';
/** The oldest version still served as itself: v20.0 expired on 2026-09-24, v21.0 lives until 2027-01-21. */
const MIN_GRAPH_VERSION = 21;

/** Instagram Login's app and hosts (App Dashboard → Instagram → API setup with Instagram business login). */
export interface InstagramLoginConfig {
  /** The Instagram app id and secret (not the Meta app's). */
  appId: string;
  appSecret: string;
  /** The authorisation window: https://www.instagram.com/oauth/authorize (or the sandbox's). */
  dialogUrl: string;
  /** Where the code is exchanged: https://api.instagram.com (POST /oauth/access_token). */
  apiUrl: string;
  /** The Instagram Graph host: https://graph.instagram.com (tokens, /me, messages, subscriptions). */
  graphUrl: string;
}

/** The Meta platform: a real Meta app, or the local sandbox (issue 11). */
export interface MetaConfig {
  appId: string;
  appSecret: string;
  verifyToken: string;
  /** Graph base URL without the version (https://graph.facebook.com, or the sandbox's). */
  graphUrl: string;
  /** Graph API version (GRAPH_VERSION unless configured), v21.0 or later. */
  graphVersion: string;
  /** The consent dialog the add-channel popup opens. */
  dialogUrl: string;
  /**
   * Facebook Login for Business: the configuration (`config_id`, META_LOGIN_CONFIG_ID) that holds
   * the permissions; when set, the dialog gets it instead of `scope`.
   */
  loginConfigId?: string;
  /**
   * Instagram Login (the Instagram API with Instagram Login: no Facebook Page needed), the default
   * way to connect an Instagram account; null when not configured (then Instagram accounts are
   * connected through their Page with Facebook Login).
   */
  instagramLogin: InstagramLoginConfig | null;
  /** True when the sandbox is the platform (no META_APP_ID). */
  usesSandbox: boolean;
  /**
   * Facebook Pages (Messenger) can be connected as channels (docs/product.md §9.3): on with the
   * sandbox, which emulates Messenger; with a real app only once `META_FACEBOOK_PAGES=true` (Meta
   * grants `pages_messaging` through App Review).
   */
  facebookPages: boolean;
}

export interface Config {
  port: number;
  host: string;
  repoRoot: string;
  /** PGlite data folder, or 'memory'. Ignored when databaseUrl is set. */
  dataDir: string;
  /**
   * Options of an in-memory PGlite, never from the environment: the tests open a copy of one
   * database migrated once per run (`loadDataDir`, a `dumpDataDir` of it).
   */
  pgliteOptions?: Pick<PGliteOptions, 'loadDataDir'>;
  databaseUrl?: string;
  /** PostgreSQL schema for all tables (search_path); default public. */
  databaseSchema?: string;
  databasePoolSize: number;
  redisUrl?: string;
  /** Prefix for Redis keys and channels. */
  redisPrefix: string;
  /** HS256 secret; when unset (local use only) one is generated once and kept in the database. */
  jwtSecret?: string;
  /** The secret before a rotation: its tokens stay valid for one access-token lifetime. */
  jwtPreviousSecret?: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Seconds during which a just-rotated refresh token may be presented again (two tabs). */
  refreshReuseGrace: number;
  resetTokenTtl: number;
  corsOrigins: string[];
  smtpUrl?: string;
  mailFrom: string;
  salesEmail: string;
  publicUrl: string;
  /** NODE_ENV=production: local conveniences are refused at start (see productionProblems). */
  production: boolean;
  /** Serve /mailbox and GET /api/v1/dev/mailbox to loopback clients (off unless DEV_MAILBOX). */
  devMailbox: boolean;
  logLevel: string;
  staticRoot: string;
  /**
   * A prebuilt bundle of the import worker (IMPORT_WORKER; `npm start` and the API tests build one
   * with api/build.mjs); by default the entry beside parse-file.ts (import/parse-file.ts).
   */
  importWorker?: string;
  /** Serve the bundles' *.map files (SERVE_SOURCE_MAPS; default: not in production). */
  serveSourceMaps: boolean;
  bodyLimit: number;
  trustProxy: boolean | number | string;
  rateLimits: RateLimits;
  wsAuthTimeoutMs: number;
  wsHeartbeatMs: number;
  wsMaxPayload: number;
  /** Unauthenticated sockets one client address may hold open. */
  wsMaxPendingPerIp: number;
  /** Authenticated sockets one user may hold on one instance. */
  wsMaxPerUser: number;
  /** Days the mail outbox keeps a row (bodies of sent mail are dropped at once). */
  mailRetentionDays: number;
  /** Per-account caps on stored stock (KNOWLEDGE_MAX_PRODUCTS, KNOWLEDGE_MAX_FILES): one account cannot fill the database. */
  knowledgeCaps: { maxProducts: number; maxFiles: number };
  /** Days guest requests (consultation, booking, new-user forms) are kept. */
  guestRequestRetentionDays: number;
  /** Log to stdout (pino). Tests turn it off. */
  logger: boolean;
  /** The AI assistant's COMMUNICATOR provider (issue 12). */
  llm: LlmConfig;
  // ---- Meta channels (issue 11) ----
  /** null: no Meta app and no sandbox (production without META_APP_ID): channel calls answer 503. */
  meta: MetaConfig | null;
  /** Serve the Meta sandbox (its routes belong to the sandbox module). */
  metaSandbox: boolean;
  /** AES-256-GCM key for platform tokens; unset: generated once into app_settings (development only). */
  tokenEncryptionKey?: string;
  /**
   * Nova Poshta (issue 49): its JSON API 2.0 entry point and the printing host, real or the local
   * sandbox's (`sandbox`: on unless NOVA_POSHTA_API_URL is set or in production; loopback only).
   */
  novaPoshta: { apiUrl: string | null; printUrl: string | null; sandbox: boolean; sandboxStepSeconds: number };
  /**
   * Payment links (issue 49): monobank acquiring's API (https://api.monobank.ua) or, null, this
   * server's sandbox (`sandbox`: on unless MONOBANK_API_URL is set or in production; loopback only).
   */
  payments: { apiUrl: string | null; sandbox: boolean };
  /**
   * Plans a shop buys (issue 52, docs/product.md §9.16): Vitrina's own monobank acquiring token
   * (BILLING_MONOBANK_TOKEN), on the same API as `payments`; with the sandbox a sandbox token when
   * none is set; null: buying a plan answers 503.
   */
  billing: {
    token: string | null;
    /**
     * Hryvnias per dollar for the plans' invoices (BILLING_USD_RATE): a fixed rate, or 'nbu' (the
     * National Bank's official rate of the day; the default outside the sandbox, whose default is
     * SANDBOX_USD_RATE).
     */
    usdRate: number | 'nbu';
  };
  /** Seconds after which the queue processes a webhook delivery that its receiving instance did not finish. */
  webhookRetryDelay: number;
  /** Process a delivery at once in the receiving instance (tests turn it off to leave it to the queue). */
  webhookInlineProcessing: boolean;
  /** Minutes between background media syncs of every connected channel; 0 = off (publications/jobs.ts). */
  publicationsSyncMinutes: number;
  /** Import a channel's recent conversations when it is connected (conversations/inbound/history.ts); default on. */
  historyImport: boolean;
  /**
   * Web Push (docs/product.md §9.13): hosts of push services besides the browsers' own
   * (PUSH_SERVICE_HOSTS, comma-separated; `.example.com` for a domain and its subdomains), and
   * whether an endpoint on this machine is accepted (a local push service; never in production).
   */
  push: { extraHosts: string[]; allowLoopback: boolean };
  /** Where the sandbox posts its webhooks; default this server's own /webhooks/meta on loopback. */
  metaSandboxWebhookUrl?: string;
  // ---- operations (issue 18) ----
  /** Bearer token for GET /metrics from other hosts; unset: /metrics answers loopback clients only. */
  metricsToken?: string;
  /** SIGTERM: time to finish requests and jobs under way before the process exits anyway. */
  shutdownTimeoutMs: number;
}

export interface LlmConfig {
  /** offline: templates, no network; openai: any OpenAI-compatible chat-completions server. */
  provider: 'offline' | 'openai';
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  /** A slower answer falls back to the offline provider. */
  timeoutMs: number;
  /** Tokens (`usage.total_tokens`) one account may use per UTC day; then the offline provider drafts. */
  dailyTokensPerAccount: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const int = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: `must be a whole number between ${min} and ${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be at most ${max}` }),
    );

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
    );

const bool = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(v), {
    error: 'must be true or false',
  })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const THIRTY_DAYS = 30 * 24 * 3600;

const envSchema = z.object({
  NODE_ENV: z.string().trim().optional(),
  PORT: int(0, 65535).optional(),
  HOST: z.string().trim().min(1).optional(),
  DATA_DIR: z.string().trim().min(1).optional(),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, { error: 'must be a lower-case SQL identifier' })
    .optional(),
  DATABASE_POOL_SIZE: int(1, 100).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  REDIS_PREFIX: z.string().trim().min(1).max(64).optional(),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  JWT_PREVIOUS_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ACCESS_TOKEN_TTL: int(2, 900).optional(),
  REFRESH_TOKEN_TTL: int(60, THIRTY_DAYS).optional(),
  REFRESH_REUSE_GRACE: int(0, 60).optional(),
  CORS_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((o) => /^https?:\/\/[^/\s]+$/.test(o)), {
      error: 'must be a comma-separated list of origins such as https://app.example.com (no path)',
    })
    .optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().trim().min(3).optional(),
  SALES_EMAIL: z.string().trim().email({ error: 'must be an email address' }).optional(),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  DEV_MAILBOX: bool.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  STATIC_ROOT: z.string().trim().min(1).optional(),
  IMPORT_WORKER: z.string().trim().min(1).optional(),
  SERVE_SOURCE_MAPS: bool.optional(),
  BODY_LIMIT: int(1024, 50 * 1024 * 1024).optional(),
  TRUST_PROXY: z.string().trim().min(1).optional(),
  RATE_LIMIT_MULTIPLIER: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, { error: 'must be a positive number' })
    .transform(Number)
    .pipe(z.number().positive({ error: 'must be a positive number' }))
    .optional(),
  WS_AUTH_TIMEOUT_MS: int(100, 60_000).optional(),
  MAIL_RETENTION_DAYS: int(1, 3650).optional(),
  KNOWLEDGE_MAX_PRODUCTS: int(1, 10_000_000).optional(),
  KNOWLEDGE_MAX_FILES: int(1, 10_000).optional(),
  GUEST_REQUEST_RETENTION_DAYS: int(1, 3650).optional(),
  WS_HEARTBEAT_MS: int(100, 600_000).optional(),
  // AI assistant (issue 12)
  LLM_PROVIDER: z.enum(['offline', 'openai'], { error: 'must be offline or openai' }).optional(),
  LLM_BASE_URL: url(['http:', 'https:']).optional(),
  LLM_API_KEY: z.string().trim().optional(),
  LLM_MODEL: z.string().trim().min(1).optional(),
  LLM_TIMEOUT_MS: int(100, 300_000).optional(),
  LLM_DAILY_TOKENS_PER_ACCOUNT: int(0, 1_000_000_000).optional(),
  META_APP_ID: z.string().trim().min(1).max(64).optional(),
  META_APP_SECRET: z.string().trim().min(8, { error: 'must be at least 8 characters' }).optional(),
  META_VERIFY_TOKEN: z.string().trim().min(8, { error: 'must be at least 8 characters' }).optional(),
  META_GRAPH_URL: url(['http:', 'https:']).optional(),
  META_GRAPH_VERSION: z
    .string()
    .trim()
    .regex(/^v\d+\.\d+$/, { error: `must look like ${GRAPH_VERSION}` })
    .refine((v) => Number(v.slice(1)) >= MIN_GRAPH_VERSION, {
      error: `must be v${MIN_GRAPH_VERSION}.0 or later (older versions have expired)`,
    })
    .optional(),
  META_INSTAGRAM_APP_ID: z.string().trim().min(1).max(64).optional(),
  META_INSTAGRAM_APP_SECRET: z.string().trim().min(8, { error: 'must be at least 8 characters' }).optional(),
  META_INSTAGRAM_DIALOG_URL: url(['http:', 'https:']).optional(),
  META_INSTAGRAM_API_URL: url(['http:', 'https:']).optional(),
  META_INSTAGRAM_GRAPH_URL: url(['http:', 'https:']).optional(),
  META_LOGIN_CONFIG_ID: z
    .string()
    .trim()
    .regex(/^\d{1,32}$/, { error: 'must be the numeric configuration id of Facebook Login for Business' })
    .optional(),
  META_DIALOG_URL: url(['http:', 'https:']).optional(),
  META_SANDBOX: bool.optional(),
  // Nova Poshta (issue 49, README "Nova Poshta")
  NOVA_POSHTA_API_URL: url(['http:', 'https:']).optional(),
  NOVA_POSHTA_PRINT_URL: url(['http:', 'https:']).optional(),
  NOVA_POSHTA_SANDBOX: bool.optional(),
  NOVA_POSHTA_SANDBOX_STEP_SECONDS: int(1, 86_400).optional(),
  MONOBANK_API_URL: url(['http:', 'https:']).optional(),
  MONOBANK_SANDBOX: bool.optional(),
  BILLING_MONOBANK_TOKEN: z
    .string()
    .regex(/^[\w-]{20,200}$/)
    .optional(),
  BILLING_USD_RATE: z
    .string()
    .trim()
    .regex(/^(nbu|[1-9]\d{0,3}(\.\d{1,6})?)$/, { error: "must be 'nbu' or hryvnias per dollar, e.g. 41.5" })
    .optional(),
  META_FACEBOOK_PAGES: bool.optional(),
  TOKEN_ENCRYPTION_KEY: z.string().trim().min(32, { error: 'must be at least 32 characters' }).optional(),
  WEBHOOK_RETRY_DELAY: int(1, 3600).optional(),
  PUBLICATIONS_SYNC_MINUTES: int(0, 1440).optional(),
  META_HISTORY_IMPORT: bool.optional(),
  PUSH_SERVICE_HOSTS: z.string().optional(),
  META_SANDBOX_WEBHOOK_URL: url(['http:', 'https:']).optional(),
  WS_MAX_PENDING_PER_IP: int(1, 10_000).optional(),
  WS_MAX_PER_USER: int(1, 10_000).optional(),
  // Operations (issue 18, docs/deploy.md)
  METRICS_TOKEN: z.string().trim().min(16, { error: 'must be at least 16 characters' }).optional(),
  SHUTDOWN_TIMEOUT_MS: int(1000, 600_000).optional(),
});

/** Hryvnias per dollar while the acquirer is the local sandbox (fixed, so amounts are predictable). */
export const SANDBOX_USD_RATE = 41.5;

/** Vitrina's own acquiring token while the acquirer is the local sandbox (docs/product.md §9.16). */
export const SANDBOX_BILLING_TOKEN = 'sandbox-vitrina-billing-token-0000';

/** Local defaults of the Meta variables when the sandbox is the platform (agreed with the sandbox module). */
export const SANDBOX_META = {
  appId: 'sandbox-app',
  appSecret: 'sandbox-app-secret',
  verifyToken: 'sandbox-verify-token',
  instagramAppId: 'sandbox-instagram-app',
  instagramAppSecret: 'sandbox-instagram-app-secret',
} as const;

const trimSlash = (u: string) => u.replace(/\/+$/, '');

/**
 * Nova Poshta's entry points (issue 49): the real API 2.0 (https://api.novaposhta.ua/v2.0/json/)
 * when NOVA_POSHTA_API_URL is set or in production, else (null) this server's own sandbox at the
 * address it listens on.
 */
function novaPoshtaConfig(e: z.infer<typeof envSchema>): Config['novaPoshta'] {
  const sandbox = e.NOVA_POSHTA_SANDBOX ?? (!e.NOVA_POSHTA_API_URL && e.NODE_ENV !== 'production');
  return {
    sandbox,
    apiUrl: e.NOVA_POSHTA_API_URL ?? (sandbox ? null : 'https://api.novaposhta.ua/v2.0/json/'),
    printUrl: e.NOVA_POSHTA_PRINT_URL
      ? trimSlash(e.NOVA_POSHTA_PRINT_URL)
      : sandbox
        ? null
        : 'https://my.novaposhta.ua',
    sandboxStepSeconds: e.NOVA_POSHTA_SANDBOX_STEP_SECONDS ?? 60,
  };
}

/**
 * Meta settings: a real app when META_APP_ID is set (then secret and verify token are required);
 * otherwise the sandbox with local defaults, which production refuses (productionProblems).
 */
function metaConfig(
  e: z.infer<typeof envSchema>,
  port: number,
  publicUrl: string,
): { meta: MetaConfig | null; metaSandbox: boolean; problems: string[] } {
  const production = e.NODE_ENV === 'production';
  const metaSandbox = e.META_SANDBOX ?? (!e.META_APP_ID && !production);
  const graphVersion = e.META_GRAPH_VERSION ?? GRAPH_VERSION;
  const problems: string[] = [];
  if (e.META_INSTAGRAM_APP_ID && !e.META_INSTAGRAM_APP_SECRET) {
    problems.push('META_INSTAGRAM_APP_SECRET: required when META_INSTAGRAM_APP_ID is set');
  }
  if (e.META_APP_ID) {
    if (!e.META_APP_SECRET) problems.push('META_APP_SECRET: required when META_APP_ID is set');
    if (!e.META_VERIFY_TOKEN) problems.push('META_VERIFY_TOKEN: required when META_APP_ID is set');
    if (production && !e.TOKEN_ENCRYPTION_KEY) problems.push('TOKEN_ENCRYPTION_KEY: required in production');
    return {
      metaSandbox,
      problems,
      meta: {
        appId: e.META_APP_ID,
        appSecret: e.META_APP_SECRET ?? '',
        verifyToken: e.META_VERIFY_TOKEN ?? '',
        graphUrl: (e.META_GRAPH_URL ?? 'https://graph.facebook.com').replace(/\/+$/, ''),
        graphVersion,
        dialogUrl: e.META_DIALOG_URL ?? `https://www.facebook.com/${graphVersion}/dialog/oauth`,
        ...(e.META_LOGIN_CONFIG_ID ? { loginConfigId: e.META_LOGIN_CONFIG_ID } : {}),
        instagramLogin: e.META_INSTAGRAM_APP_ID
          ? {
              appId: e.META_INSTAGRAM_APP_ID,
              appSecret: e.META_INSTAGRAM_APP_SECRET ?? '',
              dialogUrl: e.META_INSTAGRAM_DIALOG_URL ?? 'https://www.instagram.com/oauth/authorize',
              apiUrl: trimSlash(e.META_INSTAGRAM_API_URL ?? 'https://api.instagram.com'),
              graphUrl: trimSlash(e.META_INSTAGRAM_GRAPH_URL ?? 'https://graph.instagram.com'),
            }
          : null,
        usesSandbox: false,
        facebookPages: e.META_FACEBOOK_PAGES ?? false,
      },
    };
  }
  if (!metaSandbox) return { meta: null, metaSandbox, problems };
  return {
    metaSandbox,
    problems,
    meta: {
      appId: SANDBOX_META.appId,
      appSecret: e.META_APP_SECRET ?? SANDBOX_META.appSecret,
      verifyToken: e.META_VERIFY_TOKEN ?? SANDBOX_META.verifyToken,
      graphUrl: (e.META_GRAPH_URL ?? `http://127.0.0.1:${port}/sandbox/graph`).replace(/\/+$/, ''),
      graphVersion,
      dialogUrl: e.META_DIALOG_URL ?? `${publicUrl}/sandbox/dialog/oauth`,
      instagramLogin: {
        appId: e.META_INSTAGRAM_APP_ID ?? SANDBOX_META.instagramAppId,
        appSecret: e.META_INSTAGRAM_APP_SECRET ?? SANDBOX_META.instagramAppSecret,
        dialogUrl: e.META_INSTAGRAM_DIALOG_URL ?? `${publicUrl}/sandbox/instagram/oauth/authorize`,
        apiUrl: trimSlash(e.META_INSTAGRAM_API_URL ?? `http://127.0.0.1:${port}/sandbox/instagram-api`),
        graphUrl: trimSlash(e.META_INSTAGRAM_GRAPH_URL ?? `http://127.0.0.1:${port}/sandbox/instagram-graph`),
      },
      usesSandbox: true,
      facebookPages: e.META_FACEBOOK_PAGES ?? true,
    },
  };
}

export function defaultRateLimits(multiplier = 1): RateLimits {
  const r = (max: number, window: number): RateLimitRule => ({
    max: Math.max(1, Math.round(max * multiplier)),
    window,
  });
  return {
    loginPerIp: r(30, 60),
    loginFailuresPerAccountAndIp: r(10, 15 * 60),
    loginFailuresPerAccount: r(50, 15 * 60),
    refreshPerIp: r(120, 60),
    registrationPerIp: r(10, 60 * 60),
    registrationPerAccount: r(5, 60 * 60),
    resetRequestPerIp: r(10, 60),
    resetRequestPerAccount: r(5, 60 * 60),
    resetSubmitPerIp: r(20, 60),
    changePasswordPerAccount: r(10, 15 * 60),
    guestPerIp: r(20, 60),
    agentTestPerAccount: r(20, 60),
    aiAnswerPerAccount: r(30, 60),
    publicationsSyncPerAccount: r(4, 60),
    knowledgeUploadPerAccount: r(60, 60 * 60),
    knowledgePreviewPerAccount: r(120, 60 * 60),
    analyticsPerAccount: r(120, 60),
  };
}

function parseTrustProxy(v: string | undefined): boolean | number | string {
  if (v === undefined) return false;
  if (/^(true|false)$/i.test(v)) return v.toLowerCase() === 'true';
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/** Empty strings count as unset, so `FOO=` in a .env file does not fail validation. */
function clean(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const v = env[key];
    if (v !== undefined && v.trim() !== '') out[key] = v;
  }
  return out;
}

/**
 * Reads and validates the environment. Throws ConfigError naming every bad variable.
 * `overrides` lets tests and the bench set fields directly.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = envSchema.safeParse(clean(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const llmProvider = e.LLM_PROVIDER ?? (e.LLM_BASE_URL ? 'openai' : 'offline');
  if (llmProvider === 'openai' && (!e.LLM_BASE_URL || !e.LLM_MODEL)) {
    throw new ConfigError(['LLM_PROVIDER: openai needs LLM_BASE_URL and LLM_MODEL']);
  }
  const repoRoot = overrides.repoRoot ?? findRepoRoot();
  const port = e.PORT ?? 8080;
  const smtpUrl = e.SMTP_URL;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const dataDir =
    e.DATA_DIR === undefined
      ? path.join(repoRoot, '.data')
      : e.DATA_DIR === 'memory'
        ? 'memory'
        : path.resolve(repoRoot, e.DATA_DIR);
  const meta = metaConfig(e, port, publicUrl);
  if (meta.problems.length > 0) throw new ConfigError(meta.problems);
  const importWorker = e.IMPORT_WORKER ? path.resolve(repoRoot, e.IMPORT_WORKER) : undefined;
  if (importWorker && !existsSync(importWorker)) throw new ConfigError([`IMPORT_WORKER: no file at ${importWorker}`]);
  const config: Config = {
    port,
    host: e.HOST ?? '0.0.0.0',
    repoRoot,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? 10,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX ?? 'vitrina:',
    jwtSecret: e.JWT_SECRET,
    jwtPreviousSecret: e.JWT_PREVIOUS_SECRET,
    accessTokenTtl: e.ACCESS_TOKEN_TTL ?? 900,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL ?? THIRTY_DAYS,
    refreshReuseGrace: e.REFRESH_REUSE_GRACE ?? 30,
    resetTokenTtl: 3600,
    corsOrigins: e.CORS_ORIGINS ?? [],
    smtpUrl,
    mailFrom: e.MAIL_FROM ?? 'Vitrina <no-reply@vitrina.local>',
    salesEmail: e.SALES_EMAIL ?? 'sales@vitrina.local',
    publicUrl,
    production: e.NODE_ENV === 'production',
    devMailbox: e.DEV_MAILBOX ?? false,
    logLevel: e.LOG_LEVEL ?? 'info',
    staticRoot: e.STATIC_ROOT ? path.resolve(repoRoot, e.STATIC_ROOT) : repoRoot,
    importWorker,
    serveSourceMaps: e.SERVE_SOURCE_MAPS ?? e.NODE_ENV !== 'production',
    bodyLimit: e.BODY_LIMIT ?? 256 * 1024,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimits: defaultRateLimits(e.RATE_LIMIT_MULTIPLIER ?? 1),
    wsAuthTimeoutMs: e.WS_AUTH_TIMEOUT_MS ?? 5000,
    wsHeartbeatMs: e.WS_HEARTBEAT_MS ?? 30_000,
    wsMaxPayload: 16 * 1024,
    wsMaxPendingPerIp: e.WS_MAX_PENDING_PER_IP ?? 20,
    wsMaxPerUser: e.WS_MAX_PER_USER ?? 20,
    mailRetentionDays: e.MAIL_RETENTION_DAYS ?? 30,
    knowledgeCaps: { maxProducts: e.KNOWLEDGE_MAX_PRODUCTS ?? 100_000, maxFiles: e.KNOWLEDGE_MAX_FILES ?? 50 },
    guestRequestRetentionDays: e.GUEST_REQUEST_RETENTION_DAYS ?? 90,
    logger: true,
    llm: {
      provider: llmProvider,
      baseUrl: e.LLM_BASE_URL,
      apiKey: e.LLM_API_KEY,
      model: e.LLM_MODEL,
      timeoutMs: e.LLM_TIMEOUT_MS ?? 20_000,
      dailyTokensPerAccount: e.LLM_DAILY_TOKENS_PER_ACCOUNT ?? 200_000,
    },
    meta: meta.meta,
    metaSandbox: meta.metaSandbox,
    tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY,
    novaPoshta: novaPoshtaConfig(e),
    payments: (() => {
      const sandbox = e.MONOBANK_SANDBOX ?? (!e.MONOBANK_API_URL && e.NODE_ENV !== 'production');
      return { sandbox, apiUrl: e.MONOBANK_API_URL ?? (sandbox ? null : 'https://api.monobank.ua') };
    })(),
    billing: {
      token:
        e.BILLING_MONOBANK_TOKEN ??
        ((e.MONOBANK_SANDBOX ?? (!e.MONOBANK_API_URL && e.NODE_ENV !== 'production')) ? SANDBOX_BILLING_TOKEN : null),
      usdRate:
        e.BILLING_USD_RATE === 'nbu'
          ? 'nbu'
          : e.BILLING_USD_RATE
            ? Number(e.BILLING_USD_RATE)
            : (e.MONOBANK_SANDBOX ?? (!e.MONOBANK_API_URL && e.NODE_ENV !== 'production'))
              ? SANDBOX_USD_RATE
              : 'nbu',
    },
    webhookRetryDelay: e.WEBHOOK_RETRY_DELAY ?? 30,
    webhookInlineProcessing: true,
    publicationsSyncMinutes: e.PUBLICATIONS_SYNC_MINUTES ?? 15,
    historyImport: e.META_HISTORY_IMPORT ?? true,
    push: {
      extraHosts: (e.PUSH_SERVICE_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
      allowLoopback: e.NODE_ENV !== 'production',
    },
    metaSandboxWebhookUrl: e.META_SANDBOX_WEBHOOK_URL,
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS ?? 15_000,
    ...overrides,
  };
  const refused = productionProblems(config);
  if (refused.length > 0) throw new ConfigError(refused);
  return config;
}

/**
 * What production (NODE_ENV=production) refuses to start with, one line per setting: local
 * conveniences that would expose data, and secrets that must not live in the database.
 * A new convenience (Meta sandbox, dev endpoints) adds its line here.
 */
/** An http:// URL whose host is not this machine (a name other than localhost, or a non-loopback IP). */
function cleartextToRemoteHost(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'http:') return false;
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  return !(ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback');
}

export function productionProblems(config: Config): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (!config.jwtSecret)
    problems.push('JWT_SECRET: required in production (without it the signing key would be kept in the database)');
  if (config.devMailbox)
    problems.push('DEV_MAILBOX: the local mailbox shows every mail (reset links included): not allowed in production');
  if (config.metaSandbox)
    problems.push(
      'META_SANDBOX: the Meta sandbox is a local stand-in for Instagram and Messenger: not allowed in production (set META_APP_ID for a real Meta app)',
    );
  if (config.novaPoshta.sandbox)
    problems.push(
      'NOVA_POSHTA_SANDBOX: the Nova Poshta sandbox is a local stand-in that makes no real waybills: not allowed in production',
    );
  if (config.payments.sandbox)
    problems.push('MONOBANK_SANDBOX: the payment sandbox takes no real money: not allowed in production');
  if (config.llm.baseUrl && cleartextToRemoteHost(config.llm.baseUrl))
    problems.push(
      "LLM_BASE_URL: http:// to another machine would send LLM_API_KEY and customers' messages in clear: use https:// (plain http only to a loopback address)",
    );
  if (config.trustProxy === true)
    problems.push(
      'TRUST_PROXY: true believes every X-Forwarded-For hop, so any client could pick its own address and dodge the rate limits: give the number of proxies or their addresses',
    );
  return problems;
}
