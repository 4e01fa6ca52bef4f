import { InvalidInputError, NotFoundError } from '../common/errors/domain-error';

export class WebhookNotFoundError extends NotFoundError {
  constructor() {
    super('WEBHOOK_NOT_FOUND', 'webhook not found');
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
