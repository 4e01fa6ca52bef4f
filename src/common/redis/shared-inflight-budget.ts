import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppConfigService } from '../../config/app-config.service';
import { BodyBudget, InflightBudget, localBodyBudget } from '../http/inflight-budget';
import { RedisConnection } from './redis-connection';

const KEY = 'ags:inflight-bodies';

/**
 * A reservation outlives no request: one left by an instance that died is dropped after this.
 * Longer than any request runs.
 */
const RESERVATION_TTL_MS = 5 * 60_000;

/**
 * The reservations in flight, one sorted-set member each (`<bytes>:<uuid>`, scored by when it
 * lapses): drops lapsed ones, sums the rest and adds this one if it fits (one body always fits
 * when nothing else is in flight). One script, so concurrent instances never both take the room.
 */
const RESERVE = `
local now = redis.call('TIME')
local nowMs = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', nowMs)
local used = 0
for _, member in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  used = used + tonumber(string.match(member, '^(%d+):'))
end
local bytes = tonumber(ARGV[2])
if used > 0 and used + bytes > tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], nowMs + tonumber(ARGV[4]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
`;

/**
 * The in-flight body budget (`INFLIGHT_BODY_LIMIT`) of the whole service: in Redis with
 * `REDIS_URL`, in this process otherwise and whenever Redis fails (fail open to the per-instance
 * budget, which still bounds this process's memory).
 */
@Injectable()
export class SharedInflightBudget implements BodyBudget {
  private readonly limitBytes: number;
  private readonly local: BodyBudget;

  constructor(
    private readonly redis: RedisConnection,
    config: AppConfigService,
  ) {
    this.limitBytes = config.get('http').inflightBodyLimitBytes;
    this.local = localBodyBudget(new InflightBudget(this.limitBytes));
  }

  async reserve(bytes: number): Promise<(() => void) | undefined> {
    const client = this.redis.client;
    if (!client) return this.local.reserve(bytes);
    const member = `${bytes}:${randomUUID()}`;
    let admitted: unknown;
    try {
      admitted = await client.eval(RESERVE, 1, KEY, this.limitBytes, bytes, member, RESERVATION_TTL_MS);
    } catch (error) {
      this.redis.failed('in-flight budget', error);
      return this.local.reserve(bytes);
    }
    if (admitted !== 1) return undefined;
    return () => {
      client.zrem(KEY, member).catch((error: unknown) => {
        // It lapses by itself after RESERVATION_TTL_MS.
        this.redis.failed('in-flight budget release', error);
      });
    };
  }
}
