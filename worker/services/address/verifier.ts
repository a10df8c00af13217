import type { Address } from '../../../client/pages/checkout/form';
import { errorFields, logEvent } from '../../log';

/**
 * Address verification behind one interface: an unverifiable address never blocks the order,
 * the shopper is asked to send the exact address to support and the order records it.
 */
export interface AddressVerifier {
  verify(address: Address): Promise<boolean>;
}

/**
 * What can be checked without a maps service: the schema has already checked the country, the
 * postal code format and the required parts; a street address without any house number
 * (no digit at all) is what a courier most often cannot deliver.
 */
export const offlineVerifier: AddressVerifier = {
  async verify(address) {
    return /\d/.test(address.address);
  },
};

/**
 * An external geocoding service at ADDRESS_VERIFIER_URL: POSTs the address as JSON and expects
 * {"verified": boolean}. Any failure of the service counts as "not verified", never as an error.
 */
export function httpVerifier(url: string, fetcher: typeof fetch = fetch): AddressVerifier {
  return {
    async verify(address) {
      try {
        const res = await fetcher(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(address),
          signal: AbortSignal.timeout(3000),
        });
        if (!res.ok) return false;
        const body = (await res.json()) as { verified?: unknown };
        return body.verified === true;
      } catch (error) {
        logEvent('address.verifier-failed', errorFields(error), 'warn');
        return false;
      }
    },
  };
}

export function addressVerifier(url: string | undefined): AddressVerifier {
  return url ? httpVerifier(url) : offlineVerifier;
}
