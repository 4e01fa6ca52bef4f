import { ALERTING_SEVERITIES } from '../observation/detection/catalogue';

/** What a webhook subscribes to when `events` is not given: every severity that alerts. */
export const DEFAULT_WEBHOOK_EVENTS = ALERTING_SEVERITIES;

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** `whsec_` + 32 random bytes in base64url. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const MAX_URL_LENGTH = 2048;
/** Webhooks an organization may have at once (deleted ones do not count): SPEC §8. */
export const MAX_WEBHOOKS_PER_ORGANIZATION = 50;
export const MAX_DESCRIPTION_LENGTH = 500;
