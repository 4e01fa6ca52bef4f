import { lookup, LookupAddress, LookupAllOptions, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { forbiddenAddressReason } from './address-policy';

/** Raised at connect time when a receiver's host resolves to an address that is not allowed. */
class AddressNotAllowedError extends Error {
  readonly code = 'EADDRNOTALLOWED';
}

/** The URL's host without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * Why a host may not be reached (it is, or resolves to, a refused address), or undefined when it
 * may. Every resolved address must be allowed: one private record among public ones is refused.
 * Throws the resolver's error when the name does not resolve.
 */
export async function hostRefusal(host: string): Promise<string | undefined> {
  if (isIP(host)) {
    const reason = forbiddenAddressReason(host);
    return reason && `${host} is a ${reason} address`;
  }
  const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
    lookup(host, { all: true, verbatim: true }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
  for (const { address } of addresses) {
    const reason = forbiddenAddressReason(address);
    if (reason) return `${host} resolves to a ${reason} address`;
  }
  return undefined;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for `net.connect` that refuses forbidden addresses, so the check applies to the
 * address actually connected to (no DNS-rebinding window between a check and the connect).
 * Answers in the form asked for (`all` or a single address).
 */
export function guardedLookup(
  hostname: string,
  options: LookupOptions,
  callback: LookupCallback,
): void {
  const allOptions: LookupAllOptions = { ...options, all: true };
  lookup(hostname, allOptions, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find(({ address }) => forbiddenAddressReason(address));
    if (refused || addresses.length === 0) {
      return callback(
        new AddressNotAllowedError(`${hostname} resolves to an address that is not allowed`),
        [],
      );
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    callback(null, first.address, first.family);
  });
}
