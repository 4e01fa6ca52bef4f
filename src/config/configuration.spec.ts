import { ConfigError, loadConfig } from './configuration';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      logLevel: 'info',
      database: { url: undefined, poolSize: 10, embeddedDataDir: './data/postgres' },
      redisUrl: undefined,
      http: { bodyLimitBytes: 2 * 1024 * 1024, corsOrigins: [], keepAliveTimeoutMs: 65_000 },
      rateLimit: { enabled: true, perMinute: 1000 },
      audit: { sealIntervalMs: 1000 },
      idempotency: { leaseMs: 60_000 },
      webhooks: { allowPrivateNetworks: true, retryDelaysMs: [5000, 30000], timeoutMs: 5000 },
    });
  });

  it('parses every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@h:5432/db',
      DATABASE_POOL_TIMEOUT_MS: '1500',
      BODY_LIMIT: '500kb',
      INFLIGHT_BODY_LIMIT: '8mb',
      RATE_LIMIT_ENABLED: 'false',
      RATE_LIMIT_PER_MINUTE: '60',
      REGISTRATION_LIMIT_PER_HOUR: '3',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false',
      WEBHOOK_RETRY_DELAYS_MS: '100, 200',
      WEBHOOK_TIMEOUT_MS: '250',
      SECRET_ENCRYPTION_KEY: 'ab'.repeat(32),
      CORS_ORIGINS: 'https://a.example, https://b.example',
      LOG_LEVEL: 'debug',
      IDEMPOTENCY_LEASE_MS: '5000',
      AUDIT_SEAL_INTERVAL_MS: '250',
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '90000',
    });
    expect(config.port).toBe(8080);
    expect(config.database.url).toBe('postgres://u@h:5432/db');
    expect(config.database.poolTimeoutMs).toBe(1500);
    expect(config.http).toEqual({
      bodyLimitBytes: 500 * 1024,
      inflightBodyLimitBytes: 8 * 1024 * 1024,
      corsOrigins: ['https://a.example', 'https://b.example'],
      keepAliveTimeoutMs: 90_000,
    });
    expect(config.rateLimit).toEqual({ enabled: false, perMinute: 60, registrationPerHour: 3 });
    expect(config.webhooks).toEqual({
      allowPrivateNetworks: false,
      retryDelaysMs: [100, 200],
      timeoutMs: 250,
    });
    expect(config.security.secretEncryptionKey).toEqual(Buffer.alloc(32, 0xab));
    expect(config.logLevel).toBe('debug');
    expect(config.idempotency).toEqual({ leaseMs: 5000 });
    expect(config.audit).toEqual({ sealIntervalMs: 250 });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379/2');
  });

  it('defaults to refusing private webhook targets in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SECRET_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'),
    });
    expect(config.webhooks.allowPrivateNetworks).toBe(false);
  });

  it('requires SECRET_ENCRYPTION_KEY in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SECRET_ENCRYPTION_KEY is required/,
    );
  });

  it('names every bad variable at once', () => {
    let message = '';
    try {
      loadConfig({
        PORT: 'eighty',
        BODY_LIMIT: 'huge',
        RATE_LIMIT_ENABLED: 'maybe',
        SECRET_ENCRYPTION_KEY: 'short',
        DATABASE_URL: 'mysql://x',
        IDEMPOTENCY_LEASE_MS: '10',
        REDIS_URL: 'localhost:6379',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '500',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of [
      'PORT',
      'BODY_LIMIT',
      'RATE_LIMIT_ENABLED',
      'SECRET_ENCRYPTION_KEY',
      'DATABASE_URL',
      'IDEMPOTENCY_LEASE_MS',
      'REDIS_URL',
      'HTTP_KEEP_ALIVE_TIMEOUT_MS',
    ]) {
      expect(message).toContain(name);
    }
  });
});
