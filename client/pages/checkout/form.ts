import * as z from 'zod/mini';
import { addressFormatOf } from '../../../locales/addresses';
import { areaValid, isDeliveryCountry, postalCodeValid } from './countries';
import { isEmail } from './email';

/**
 * The checkout form, validated by the same schema in the browser (instant messages) and in the
 * worker (the authority). Messages are message-bundle keys; each page translates them. Card
 * details are not part of it: they go from the provider's card fields to the provider.
 */

const PHONE = /^\+?[\d\s().-]{7,20}$/;
const digits = (value: string) => value.replace(/\D/g, '').length;

export const isPhone = (value: string) => PHONE.test(value) && digits(value) >= 7;
export const isContact = (value: string) => isEmail(value) || isPhone(value);

const text = (message: string, max = 120) => z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, message));

export const addressSchema = z
  .object({
    country: z.string(),
    firstName: text('checkout.firstName'),
    lastName: text('checkout.lastName'),
    address: text('checkout.address', 200),
    city: text('checkout.city'),
    state: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    postalCode: z.string().check(z.trim(), z.maxLength(12, 'checkout.postalCodeInvalid')),
    phone: z.string().check(z.trim(), z.refine(isPhone, 'checkout.phone')),
  })
  .check(
    z.refine((a) => isDeliveryCountry(a.country), { message: 'checkout.country', path: ['country'] }),
    // An empty code asks for one (the spec's text); a wrong one says it is not valid.
    z.refine((a) => !isDeliveryCountry(a.country) || a.postalCode !== '' || postalCodeValid(a.country, a.postalCode), {
      message: 'checkout.postalCode',
      path: ['postalCode'],
    }),
    z.refine((a) => !isDeliveryCountry(a.country) || a.postalCode === '' || postalCodeValid(a.country, a.postalCode), {
      message: 'checkout.postalCodeInvalid',
      path: ['postalCode'],
    }),
    ...(['state', 'province', 'prefecture'] as const).map((area) =>
      z.refine<{ country: string; state?: string }>((a) => addressFormatOf(a.country)?.areaName !== area || areaValid(a.country, a.state), {
        message: area === 'state' ? 'checkout.state' : `address.${area}`,
        path: ['state'],
      }),
    ),
  );

export const checkoutSchema = z.object({
  contact: z.string().check(z.trim(), z.maxLength(120, 'checkout.invalidEmail'), z.refine(isContact, 'checkout.invalidEmail')),
  shipping: addressSchema,
  billingSame: z.boolean(),
  billing: z.optional(addressSchema),
});

export type Address = z.infer<typeof addressSchema>;
export type CheckoutForm = z.infer<typeof checkoutSchema>;
/** Field path ('shipping.city') -> message key. */
export type FieldErrors = Record<string, string>;

/** Flat form fields (names as the HTML form posts them) -> the schema's shape. */
export function formToCheckout(fields: Record<string, string | undefined>): unknown {
  const address = (prefix: string) => ({
    country: fields[`${prefix}.country`] ?? '',
    firstName: fields[`${prefix}.firstName`] ?? '',
    lastName: fields[`${prefix}.lastName`] ?? '',
    address: fields[`${prefix}.address`] ?? '',
    city: fields[`${prefix}.city`] ?? '',
    state: fields[`${prefix}.state`] || undefined,
    postalCode: fields[`${prefix}.postalCode`] ?? '',
    phone: fields[`${prefix}.phone`] ?? '',
  });
  const billingSame = fields.billingSame === 'on' || fields.billingSame === 'true';
  return {
    contact: fields.contact ?? '',
    shipping: address('shipping'),
    billingSame,
    billing: billingSame ? undefined : address('billing'),
  };
}

/** The schema's shape -> flat form fields: a kept form shown again (back from the hosted payment page). */
export function checkoutToForm(form: CheckoutForm): Record<string, string> {
  const values: Record<string, string> = { contact: form.contact, billingSame: form.billingSame ? 'on' : '' };
  const address = (prefix: string, a: Address | undefined) => {
    if (!a) return;
    for (const [field, value] of Object.entries(a)) if (value !== undefined) values[`${prefix}.${field}`] = value;
  };
  address('shipping', form.shipping);
  address('billing', form.billing);
  return values;
}

/** Validates; on failure returns the first message of each field. */
export function validateCheckout(input: unknown): { ok: true; value: CheckoutForm } | { ok: false; errors: FieldErrors } {
  const result = z.safeParse(checkoutSchema, input);
  if (result.success) {
    if (!result.data.billingSame && !result.data.billing) return { ok: false, errors: { 'billing.firstName': 'checkout.firstName' } };
    return { ok: true, value: result.data };
  }
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}
