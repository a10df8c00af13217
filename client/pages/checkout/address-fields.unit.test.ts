import { describe, expect, it } from 'vitest';
import { addressFieldNames } from './address-fields';

describe('the order the address form asks its fields in', () => {
  it('is the country’s: family name first in Japan and Hungary, then its address in its order', () => {
    expect(addressFieldNames('shipping', 'JP', { JP: ['postalCode', 'area', 'locality', 'street'] })).toEqual([
      'shipping.country',
      'shipping.lastName',
      'shipping.firstName',
      'shipping.postalCode',
      'shipping.state',
      'shipping.city',
      'shipping.address',
      'shipping.phone',
    ]);
    expect(addressFieldNames('billing', 'HU', { HU: ['locality', 'street', 'postalCode'] }).slice(1, 3)).toEqual([
      'billing.lastName',
      'billing.firstName',
    ]);
    expect(addressFieldNames('shipping', 'US', { US: ['street', 'locality', 'area', 'postalCode'] })).toEqual([
      'shipping.country',
      'shipping.firstName',
      'shipping.lastName',
      'shipping.address',
      'shipping.city',
      'shipping.state',
      'shipping.postalCode',
      'shipping.phone',
    ]);
  });
});
