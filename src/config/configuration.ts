/**
 * The service's configuration, read from the environment once at boot and validated: a bad value
 * stops the start with a message naming the variable. `.env.example` lists every variable.
 */
export interface AppConfig {
  nodeEnv: string;
  port: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  database: {
    /** Unset → the embedded PostgreSQL server under `embeddedDataDir`. */
    url: string | undefined;
    poolSize: number;
    /** How long a request waits for a pooled connection before it answers 503. */
    poolTimeoutMs: number;
    embeddedDataDir: string;
  };
  http: {
    bodyLimitBytes: number;
    /** Large request bodies being read and worked on at once, in bytes (503 OVERLOADED above). */
    inflightBodyLimitBytes: number;
    corsOrigins: string[];
    /**
     * How long an idle keep-alive connection stays open: longer than a load balancer's idle
     * timeout, so the balancer never sends a request on a connection this instance just closed.
     */
    keepAliveTimeoutMs: number;
  };
  /**
   * Where the counters every instance shares live (rate limits, registrations, the in-flight
   * budget); undefined: each instance counts in its own process.
   */
  redisUrl: string | undefined;
  rateLimit: {
    enabled: boolean;
    perMinute: number;
    /** Organizations one client address may register per hour. */
    registrationPerHour: number;
  };
  security: {
    /** 32 bytes for AES-256-GCM, or undefined when unset (only allowed outside production). */
    secretEncryptionKey: Buffer | undefined;
  };
  audit: {
    /** How often each instance looks for audit entries no commit nudge sealed. */
    sealIntervalMs: number;
  };
  idempotency: {
    /**
     * How long a first request holds its key before a retry may take it over: longer than any
     * request runs, so only a crashed instance's claim lapses.
     */
    leaseMs: number;
  };
  webhooks: {
    allowPrivateNetworks: boolean;
    retryDelaysMs: number[];
    timeoutMs: number;
  };
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export class ConfigError extends Error {}

export function loadConfig(env: Env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = env.NODE_ENV?.trim() || 'development';
  const production = nodeEnv === 'production';

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name]?.trim().toLowerCase();
    if (!raw) return fallback;
    if (['true', '1', 'yes'].includes(raw)) return true;
    if (['false', '0', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const logLevelRaw = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  const logLevel = (LOG_LEVELS as readonly string[]).includes(logLevelRaw)
    ? (logLevelRaw as AppConfig['logLevel'])
    : (problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`), 'info' as const);

  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// URL');
  }

  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl && !/^rediss?:\/\/[^/]/.test(redisUrl)) {
    problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  }

  const bodyLimitBytes = parseSize(env.BODY_LIMIT?.trim() || '2mb');
  if (bodyLimitBytes === undefined) problems.push('BODY_LIMIT must be a size such as 2mb or 500kb');
  const inflightBodyLimitBytes = parseSize(env.INFLIGHT_BODY_LIMIT?.trim() || '32mb');
  if (inflightBodyLimitBytes === undefined) {
    problems.push('INFLIGHT_BODY_LIMIT must be a size such as 32mb');
  }

  const retryDelaysRaw = env.WEBHOOK_RETRY_DELAYS_MS?.trim() || '5000,30000';
  const retryDelaysMs = retryDelaysRaw.split(',').map((part) => Number(part.trim()));
  if (retryDelaysMs.some((d) => !Number.isInteger(d) || d < 0 || d > 86_400_000)) {
    problems.push('WEBHOOK_RETRY_DELAYS_MS must be comma-separated milliseconds, e.g. 5000,30000');
  }

  let secretEncryptionKey: Buffer | undefined;
  const keyRaw = env.SECRET_ENCRYPTION_KEY?.trim();
  if (keyRaw) {
    secretEncryptionKey = parseKey(keyRaw);
    if (!secretEncryptionKey) {
      problems.push('SECRET_ENCRYPTION_KEY must be 32 bytes as 64 hex characters or base64');
    }
  } else if (production) {
    problems.push('SECRET_ENCRYPTION_KEY is required when NODE_ENV=production');
  }

  const config: AppConfig = {
    nodeEnv,
    port: int('PORT', 3000, 0, 65535),
    logLevel,
    database: {
      url: databaseUrl,
      poolSize: int('DATABASE_POOL_SIZE', 10, 1, 200),
      poolTimeoutMs: int('DATABASE_POOL_TIMEOUT_MS', 5000, 1, 600_000),
      embeddedDataDir: env.EMBEDDED_PG_DATA_DIR?.trim() || './data/postgres',
    },
    http: {
      bodyLimitBytes: bodyLimitBytes ?? 2 * 1024 * 1024,
      inflightBodyLimitBytes: inflightBodyLimitBytes ?? 32 * 1024 * 1024,
      corsOrigins: (env.CORS_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
      keepAliveTimeoutMs: int('HTTP_KEEP_ALIVE_TIMEOUT_MS', 65_000, 1000, 3_600_000),
    },
    redisUrl,
    rateLimit: {
      enabled: bool('RATE_LIMIT_ENABLED', true),
      perMinute: int('RATE_LIMIT_PER_MINUTE', 1000, 1, 10_000_000),
      registrationPerHour: int('REGISTRATION_LIMIT_PER_HOUR', 10, 1, 10_000_000),
    },
    security: { secretEncryptionKey },
    audit: { sealIntervalMs: int('AUDIT_SEAL_INTERVAL_MS', 1000, 10, 60_000) },
    idempotency: { leaseMs: int('IDEMPOTENCY_LEASE_MS', 60_000, 1000, 3_600_000) },
    webhooks: {
      allowPrivateNetworks: bool('WEBHOOK_ALLOW_PRIVATE_NETWORKS', !production),
      retryDelaysMs,
      timeoutMs: int('WEBHOOK_TIMEOUT_MS', 5000, 1, 600_000),
    },
  };
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  }
  return config;
}

const SIZE = /^(\d+)\s*(b|kb|mb|gb)?$/i;
const UNIT: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

function parseSize(raw: string): number | undefined {
  const match = SIZE.exec(raw);
  if (!match) return undefined;
  return Number(match[1]) * UNIT[(match[2] ?? 'b').toLowerCase()];
}

function parseKey(raw: string): Buffer | undefined {
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  return key.length === 32 ? key : undefined;
}
