import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Agent, Dispatcher, request } from 'undici';
import { AppConfigService } from '../../config/app-config.service';
import { forbiddenAddressReason } from './address-policy';
import { signPayload } from './signature';
import { guardedLookup, hostOf } from './ssrf-guard';
import { WEBHOOK_USER_AGENT } from './user-agent';
import { MAX_ERROR_LENGTH, MAX_LOGGED_RESPONSE_BYTES } from './http.constants';

export interface AttemptRequest {
  deliveryId: string;
  /** 1-based; sent as `X-AG-Attempt`. */
  attempt: number;
  event: string;
  url: string;
  secret: string;
  /** The stored payload: the exact bytes sent and signed. */
  body: string;
}

export interface AttemptResult {
  startedAt: Date;
  endedAt: Date;
  durationMs: number;
  succeeded: boolean;
  responseStatus: number | null;
  error: string | null;
  responseBody: string | null;
}

class AttemptTimeoutError extends Error {}

/**
 * The only code that talks HTTP to receivers: signs and sends one attempt and reports how it went.
 * One attempt has one deadline for connect, headers and body together; redirects are not
 * followed; only the first 4 KB of the answer is read. With private networks refused, the
 * address actually connected to is checked (IP literals here, names in the connect lookup).
 */
@Injectable()
export class WebhookSenderService implements OnModuleDestroy {
  private readonly timeoutMs: number;
  private readonly allowPrivateNetworks: boolean;
  private readonly dispatcher: Agent;

  constructor(config: AppConfigService) {
    const { timeoutMs, allowPrivateNetworks } = config.get('webhooks');
    this.timeoutMs = timeoutMs;
    this.allowPrivateNetworks = allowPrivateNetworks;
    this.dispatcher = new Agent({
      connect: {
        timeout: timeoutMs,
        ...(allowPrivateNetworks ? {} : { lookup: guardedLookup }),
      },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      keepAliveTimeout: 4_000,
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.dispatcher.destroy();
  }

  async send(attempt: AttemptRequest): Promise<AttemptResult> {
    const startedAt = new Date();
    const started = performance.now();
    const timestamp = String(Math.floor(startedAt.getTime() / 1000));
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new AttemptTimeoutError(`timeout after ${this.timeoutMs} ms`)),
      this.timeoutMs,
    );
    const finish = (
      outcome: Pick<AttemptResult, 'succeeded' | 'responseStatus' | 'error' | 'responseBody'>,
    ): AttemptResult => {
      const endedAt = new Date();
      return {
        startedAt,
        endedAt,
        durationMs: Math.max(0, Math.round(performance.now() - started)),
        ...outcome,
        error: outcome.error === null ? null : clean(outcome.error).slice(0, MAX_ERROR_LENGTH),
      };
    };

    let status: number | null = null;
    try {
      const url = new URL(attempt.url);
      const refusal = this.literalRefusal(url);
      if (refusal) {
        return finish({
          succeeded: false,
          responseStatus: null,
          error: refusal,
          responseBody: null,
        });
      }
      const response = await request(url, {
        method: 'POST',
        dispatcher: this.dispatcher,
        signal: controller.signal,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': WEBHOOK_USER_AGENT,
          'X-AG-Signature': signPayload(attempt.secret, timestamp, attempt.body),
          'X-AG-Timestamp': timestamp,
          'X-AG-Delivery': attempt.deliveryId,
          'X-AG-Event': attempt.event,
          'X-AG-Attempt': String(attempt.attempt),
        },
        body: attempt.body,
      });
      status = response.statusCode;
      const responseBody = await readCapped(response.body, MAX_LOGGED_RESPONSE_BYTES);
      const succeeded = status >= 200 && status <= 299;
      return finish({
        succeeded,
        responseStatus: status,
        error: status >= 300 && status <= 399 ? `redirect not followed (HTTP ${status})` : null,
        responseBody,
      });
    } catch (error) {
      return finish({
        succeeded: false,
        responseStatus: status,
        error: this.describe(error, controller.signal),
        responseBody: null,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  /** IP-literal hosts never go through the lookup, so they are checked here. */
  private literalRefusal(url: URL): string | undefined {
    if (this.allowPrivateNetworks) return undefined;
    const host = hostOf(url);
    if (!isIP(host)) return undefined;
    const reason = forbiddenAddressReason(host);
    return reason && `address not allowed: ${host} is a ${reason} address`;
  }

  private describe(error: unknown, signal: AbortSignal): string {
    if (signal.aborted && signal.reason instanceof AttemptTimeoutError)
      return signal.reason.message;
    const code = (error as { code?: unknown } | null)?.code;
    switch (code) {
      case 'EADDRNOTALLOWED':
        return `address not allowed: ${(error as Error).message}`;
      case 'UND_ERR_CONNECT_TIMEOUT':
      case 'UND_ERR_HEADERS_TIMEOUT':
      case 'UND_ERR_BODY_TIMEOUT':
        return `timeout after ${this.timeoutMs} ms`;
      case 'ECONNREFUSED':
        return 'connection refused';
      case 'ECONNRESET':
      case 'UND_ERR_SOCKET':
        return 'connection closed by the receiver';
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return 'host not found';
      default: {
        const message = error instanceof Error ? error.message : String(error);
        return typeof code === 'string' ? `${code}: ${message}` : message;
      }
    }
  }
}

/** Reads at most `limit` bytes of the body, then stops reading (closing the connection). */
async function readCapped(body: Dispatcher.ResponseData['body'], limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    const part = chunk.subarray(0, limit - size);
    chunks.push(part);
    size += part.length;
    if (size >= limit) break;
  }
  return clean(Buffer.concat(chunks).toString('utf8'));
}

/** PostgreSQL text cannot hold NUL. */
function clean(text: string): string {
  return text.replace(/\0/g, '');
}
