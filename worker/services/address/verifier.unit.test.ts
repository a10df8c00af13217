import { describe, expect, it, vi } from 'vitest';
import type { Address } from '../../../client/pages/checkout/form';
import { addressVerifier, httpVerifier, offlineVerifier } from './verifier';

const address: Address = {
  country: 'DE',
  firstName: 'Jonas',
  lastName: 'Keller',
  address: 'Lindenstraße 5',
  city: 'Berlin',
  postalCode: '10115',
  phone: '+49 30 1234567',
};

describe('address verification', () => {
  it('offline: an address with a house number passes, one without cannot be verified', async () => {
    expect(await offlineVerifier.verify(address)).toBe(true);
    expect(await offlineVerifier.verify({ ...address, address: 'Lindenstraße' })).toBe(false);
  });

  it('external service: its answer counts, and any failure means not verified', async () => {
    const answering = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status }));
    expect(await httpVerifier('https://maps.example/verify', answering({ verified: true }) as typeof fetch).verify(address)).toBe(true);
    expect(await httpVerifier('https://maps.example/verify', answering({ verified: false }) as typeof fetch).verify(address)).toBe(false);
    expect(await httpVerifier('https://maps.example/verify', answering({}, 500) as typeof fetch).verify(address)).toBe(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = vi.fn(async () => {
      throw new Error('network down');
    });
    expect(await httpVerifier('https://maps.example/verify', failing as typeof fetch).verify(address)).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('is chosen by configuration', () => {
    expect(addressVerifier(undefined)).toBe(offlineVerifier);
    expect(addressVerifier('https://maps.example/verify')).not.toBe(offlineVerifier);
  });
});
