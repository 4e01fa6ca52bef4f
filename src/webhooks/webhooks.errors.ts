import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors/domain-error';
import { MAX_WEBHOOKS_PER_ORGANIZATION } from './webhooks.constants';

export class WebhookNotFoundError extends NotFoundError {
  constructor() {
    super('WEBHOOK_NOT_FOUND', 'webhook not found');
  }
}

export class WebhookLimitReachedError extends ConflictError {
  constructor() {
    super(
      'LIMIT_REACHED',
      `an organization may have at most ${MAX_WEBHOOKS_PER_ORGANIZATION} webhooks; delete one first`,
    );
  }
}

export class DeliveryStillPendingError extends ConflictError {
  constructor() {
    super(
      'DELIVERY_PENDING',
      'the delivery is still pending (attempts scheduled or in flight); redeliver it once it has settled',
    );
  }
}

export class WebhookDeliveryNotFoundError extends NotFoundError {
  constructor() {
    super('WEBHOOK_DELIVERY_NOT_FOUND', 'delivery not found');
  }
}

/** The receiver is, or resolves to, a loopback, private, link-local or metadata address. */
export class WebhookUrlNotAllowedError extends InvalidInputError {
  constructor(reason: string) {
    super('WEBHOOK_URL_NOT_ALLOWED', `url is not allowed: ${reason}`);
  }
}

export class WebhookUrlUnresolvableError extends InvalidInputError {
  constructor(host: string) {
    super('WEBHOOK_URL_UNRESOLVABLE', `url host ${host} does not resolve`);
  }
}
