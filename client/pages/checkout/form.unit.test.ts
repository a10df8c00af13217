import { describe, expect, it } from 'vitest';
import { addressSchema } from './form';

const address = {
  country: 'US',
  firstName: 'Jane',
  lastName: 'Doe',
  address: '12 Elm Street',
  city: 'Portland',
  state: 'OR',
  phone: '503 555 0100',
};
const postalMessages = (postalCode: string, country = 'US') => {
  const result = addressSchema.safeParse({ ...address, country, postalCode });
  return result.success
    ? []
    : [...new Set(result.error.issues.filter((issue) => issue.path[0] === 'postalCode').map((issue) => issue.message))];
};

describe('postal code messages', () => {
  it('ask for an empty code and call a wrong one invalid', () => {
    expect(postalMessages('')).toEqual(['checkout.postalCode']);
    expect(postalMessages('   ')).toEqual(['checkout.postalCode']);
    expect(postalMessages('ABC')).toEqual(['checkout.postalCodeInvalid']);
    expect(postalMessages('1234', 'DE')).toEqual(['checkout.postalCodeInvalid']);
    expect(postalMessages('1234567890123')).toEqual(['checkout.postalCodeInvalid']);
    expect(postalMessages('97201')).toEqual([]);
  });
});
