import { useState } from 'react';
import { useMarket } from '../../state';
import { DELIVERY_COUNTRIES, isDeliveryCountry, statesOf } from './countries';
import { Field, fieldId } from './field';

/** The delivery (or billing) address; `prefix` names its fields ('shipping.city'). */
export function AddressFields({
  prefix,
  values,
  errors,
  defaultCountry,
  firstError,
}: {
  prefix: 'shipping' | 'billing';
  values: Record<string, string>;
  errors: Record<string, string>;
  defaultCountry: string;
  firstError: string | undefined;
}) {
  const { market, t } = useMarket();
  const name = (field: string) => `${prefix}.${field}`;
  const [country, setCountry] = useState(values[name('country')] ?? defaultCountry);
  const regions = new Intl.DisplayNames([market.locale], { type: 'region' });
  const states = isDeliveryCountry(country) ? statesOf(country) : undefined;
  const text = (field: string, label: string, autoComplete: string, extra: Record<string, string> = {}) => (
    <Field
      name={name(field)}
      label={label}
      defaultValue={values[name(field)] ?? ''}
      error={errors[name(field)]}
      autoFocus={firstError === name(field)}
      autoComplete={`${prefix} ${autoComplete}`}
      {...extra}
    />
  );
  const countryId = fieldId(name('country'));
  const stateId = fieldId(name('state'));
  return (
    <>
      <Field name={name('country')} label={t('checkout.countryLabel')} error={errors[name('country')]}>
        <select
          id={countryId}
          name={name('country')}
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          autoComplete={`${prefix} country`}
        >
          {DELIVERY_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {regions.of(code)}
            </option>
          ))}
        </select>
      </Field>
      <div className="field-row">
        {text('firstName', t('checkout.firstNameLabel'), 'given-name')}
        {text('lastName', t('checkout.lastNameLabel'), 'family-name')}
      </div>
      {text('address', t('checkout.addressLabel'), 'street-address')}
      <div className="field-row">
        {text('city', t('checkout.cityLabel'), 'address-level2')}
        {states && (
          <Field name={name('state')} label={t('checkout.stateLabel')} error={errors[name('state')]}>
            <select
              id={stateId}
              name={name('state')}
              defaultValue={values[name('state')] ?? ''}
              aria-invalid={errors[name('state')] ? true : undefined}
              aria-describedby={errors[name('state')] ? `${stateId}-error` : undefined}
              autoComplete={`${prefix} address-level1`}
            >
              <option value="">{t('checkout.choose')}</option>
              {states.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          </Field>
        )}
        {text('postalCode', t('checkout.postalCodeLabel'), 'postal-code')}
      </div>
      {text('phone', t('checkout.phoneLabel'), 'tel', { type: 'tel', inputMode: 'tel' })}
    </>
  );
}
