import { ValidateBy, ValidationOptions } from 'class-validator';
import { MAX_URL_LENGTH } from '../webhooks.constants';

/** Why `value` is not an acceptable receiver URL, or undefined when it is. */
export function webhookUrlProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return 'must be a string';
  if (value.length > MAX_URL_LENGTH) return `must be at most ${MAX_URL_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute http or https URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must use http or https';
  if (!url.hostname) return 'must name a host';
  // Credentials in a URL would be stored and shown in clear; receivers authenticate by signature.
  if (url.username || url.password) return 'must not contain credentials';
  return undefined;
}

/** An absolute `http(s)` URL with a host and no credentials. Reachability is checked later. */
export const IsWebhookUrl = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isWebhookUrl',
      validator: {
        validate: (value) => webhookUrlProblem(value) === undefined,
        defaultMessage: (args) => `${args?.property ?? 'url'} ${webhookUrlProblem(args?.value)}`,
      },
    },
    options,
  );
