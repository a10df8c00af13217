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

  it('is the default for a country the form sent that the table does not know, whatever its name', () => {
    for (const country of ['XX', 'constructor', '__proto__', 'toString']) {
      expect(addressFieldNames('shipping', country, { US: ['street'] })).toEqual([
        'shipping.country',
        'shipping.firstName',
        'shipping.lastName',
        'shipping.phone',
      ]);
    }
  });
});
