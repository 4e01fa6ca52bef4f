import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { Observable, of, throwError } from 'rxjs';
import { catchError, tap } from 'rxjs/operators';
import type { QueryRunner } from 'typeorm';
import { AllExceptionsFilter } from '../common/filters/all-exceptions.filter';
import { commitFence } from '../database/commit-fence';
import { AuthenticatedRequest } from '../auth/auth-context';
import { requestIdOf } from '../common/http/request-id';
import { isStoredAnswer, isValidIdempotencyKey, requestFingerprint } from './idempotency-request';
import { Claim, IdempotencyKeysService } from './idempotency-keys.service';
import { IDEMPOTENT_REPLAYED_HEADER } from './idempotency.constants';
import {
  IdempotencyAnswerLostError,
  IdempotencyInProgressError,
  IdempotencyKeyReusedError,
  InvalidIdempotencyKeyError,
} from './idempotency.errors';

/**
 * `Idempotency-Key` on every POST (SPEC §10), in one place. Global interceptors run after the
 * guards, so the caller's organization is known (and a 401/403/429 never touches a key); pipes
 * run inside `next.handle()`, so a validation 400 is a first answer like any other.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger(IdempotencyInterceptor.name);
  /** Only to learn the status and body the global filter will send for a failure. */
  private readonly errors = new AllExceptionsFilter();
  /** Answers being stored right now, by scope and key: a retry on this instance waits for them. */
  private readonly settling = new Map<string, Promise<void>>();

  constructor(private readonly keys: IdempotencyKeysService) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<AuthenticatedRequest>();
    const key = req.headers['idempotency-key'];
    if (req.method !== 'POST' || key === undefined) return next.handle();
    if (typeof key !== 'string' || !isValidIdempotencyKey(key)) {
      throw new InvalidIdempotencyKeyError();
    }

    const res = http.getResponse<Response>();
    // Registration is the one public POST: no organization yet, so the client address.
    // A stored answer is replayed only to the API key that made the first request (SPEC §10).
    const scope = req.auth ? `key:${req.auth.keyId}` : `address:${req.ip ?? 'unknown'}`;
    await this.settling.get(`${scope} ${key}`);
    const outcome = await this.keys.claim({
      scope,
      key,
      fingerprint: requestFingerprint(req.method, req.originalUrl, req.body),
    });
    switch (outcome.state) {
      case 'claimed':
        return this.runFirst(outcome.claim, next, req, res);
      case 'replay':
        res.status(outcome.status).setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
        return of(outcome.body === null ? undefined : JSON.parse(outcome.body));
      case 'in_progress':
        res.setHeader('Retry-After', '1');
        throw new IdempotencyInProgressError();
      case 'answer_lost':
        throw new IdempotencyAnswerLostError();
      case 'reused':
        throw new IdempotencyKeyReusedError();
    }
  }

  /**
   * Runs the request and stores its answer while it is being sent, off the request's path (the
   * claim is its one extra round trip). A retry that reaches this instance meanwhile waits for the
   * store and is replayed; one that reaches another instance first gets 409
   * IDEMPOTENCY_IN_PROGRESS and the replay a moment later (SPEC §10). An answer that is not stored
   * (a 5xx, a 429) frees the key for a retry.
   */
  private runFirst(
    claim: Claim,
    next: CallHandler,
    req: AuthenticatedRequest,
    res: Response,
  ): Observable<unknown> {
    // Each transaction of the handler marks the claim committed as it commits.
    const fence = { beforeCommit: (runner: QueryRunner) => this.keys.markCommitted(runner, claim) };
    const handled = new Observable<unknown>((subscriber) =>
      commitFence.run(fence, () => next.handle().subscribe(subscriber)),
    );
    return handled.pipe(
      catchError((error: unknown) => {
        const body = this.errors.describe(error, requestIdOf(req));
        this.settle(
          claim,
          body && isStoredAnswer(body.statusCode, body.code)
            ? () => this.keys.complete(claim, body.statusCode, JSON.stringify(body))
            : () => this.keys.release(claim),
        );
        return throwError(() => error);
      }),
      tap((value) => {
        const stored = value === undefined ? null : JSON.stringify(value);
        this.settle(claim, () => this.keys.complete(claim, res.statusCode, stored));
      }),
    );
  }

  /**
   * The request's effect is committed: failing to record its answer must not turn it into an
   * error. The key then stays claimed until its lease ends (see IDEMPOTENCY_LEASE_MS).
   */
  private settle(claim: Claim, store: () => Promise<void>): void {
    const slot = `${claim.scope} ${claim.key}`;
    const settled: Promise<void> = store()
      .catch((error: unknown) =>
        this.logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'could not store the idempotent response',
        ),
      )
      .finally(() => {
        if (this.settling.get(slot) === settled) this.settling.delete(slot);
      });
    this.settling.set(slot, settled);
  }
}
