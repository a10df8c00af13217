import { type ReactNode, useState } from 'react';
import { type AddressField, addressFormatOf } from '../../../locales/addresses';
import { displayNames } from '../../intl';
import { useMarket } from '../../state';
import { DELIVERY_COUNTRIES } from './countries';
import { Field, fieldId } from './field';

/** The label key of each field by what the country calls it (locales/addresses.ts). */
const LOCALITY_LABELS = {
  city: 'checkout.cityLabel',
  suburb: 'address.suburbLabel',
  postTown: 'address.postTownLabel',
  municipality: 'address.municipalityLabel',
} as const;
const POSTAL_LABELS = { zip: 'address.zipLabel', postcode: 'address.postcodeLabel', postal: 'address.postalLabel' } as const;
const AREA_LABELS = { state: 'checkout.stateLabel', province: 'address.provinceLabel', prefecture: 'address.prefectureLabel' } as const;

const FIELD_NAMES: Record<AddressField, string> = { street: 'address', locality: 'city', area: 'state', postalCode: 'postalCode' };

/** A country's field order; the country is whatever the form sent, so only the table's own keys count. */
const orderOf = (addressOrder: Record<string, AddressField[]>, country: string) =>
  Object.hasOwn(addressOrder, country) ? addressOrder[country] : undefined;

/**
 * The address's field names in the order the form asks them for `country` (as AddressFields
 * lays them out): the first of them with an error is the one to focus.
 */
export function addressFieldNames(prefix: 'shipping' | 'billing', country: string, addressOrder: Record<string, AddressField[]>) {
  const names = addressFormatOf(country)?.familyNameFirst ? ['lastName', 'firstName'] : ['firstName', 'lastName'];
  const fields = ['country', ...names, ...(orderOf(addressOrder, country) ?? []).map((field) => FIELD_NAMES[field]), 'phone'];
  return fields.map((field) => `${prefix}.${field}`);
}

/**
 * The delivery (or billing) address, laid out as the chosen country writes addresses: its
 * fields in its order, named as it names them, family name first where that is the custom, and
 * a list of its states, provinces or prefectures. `prefix` names the fields ('shipping.city').
 */
export function AddressFields({
  prefix,
  values,
  errors,
  defaultCountry,
  firstError,
  addressOrder,
  onPlaceChange,
}: {
  prefix: 'shipping' | 'billing';
  values: Record<string, string>;
  errors: Record<string, string>;
  defaultCountry: string;
  firstError: string | undefined;
  /** Per country, its fields in the order its addresses are written (from the page's payload). */
  addressOrder: Record<string, AddressField[]>;
  /** The country and state chosen (the shipping address's decide a US order's sales tax). */
  onPlaceChange?: (place: { country: string; region: string }) => void;
}) {
  const { market, t } = useMarket();
  const name = (field: string) => `${prefix}.${field}`;
  const [country, setCountry] = useState(values[name('country')] ?? defaultCountry);
  const regions = displayNames(market.locale, { type: 'region' });
  const format = addressFormatOf(country) ?? addressFormatOf(defaultCountry);
  const text = (field: string, label: string, autoComplete: string, extra: Record<string, string> = {}) => (
    <Field
      key={field}
      name={name(field)}
      label={label}
      defaultValue={values[name(field)] ?? ''}
      error={errors[name(field)]}
      autoFocus={firstError === name(field)}
      autoComplete={`${prefix} ${autoComplete}`}
      {...extra}
    />
  );
  const stateId = fieldId(name('state'));
  const areaField = () =>
    format?.areas &&
    format.areaName && (
      <Field key="state" name={name('state')} label={t(AREA_LABELS[format.areaName])} error={errors[name('state')]}>
        <select
          // A new list for another country, so no value of the previous one stays chosen.
          key={country}
          id={stateId}
          name={name('state')}
          defaultValue={values[name('state')] ?? ''}
          aria-invalid={errors[name('state')] ? true : undefined}
          aria-describedby={errors[name('state')] ? `${stateId}-error` : undefined}
          autoComplete={`${prefix} address-level1`}
          onChange={(event) => onPlaceChange?.({ country, region: event.target.value })}
        >
          <option value="">{t('checkout.choose')}</option>
          {format.areas.map((area) => (
            <option key={area.code} value={area.code}>
              {area.name}
            </option>
          ))}
        </select>
      </Field>
    );
  const fields: Record<AddressField, () => ReactNode> = {
    street: () => text('address', t('checkout.addressLabel'), 'street-address'),
    locality: () => text('city', t(LOCALITY_LABELS[format?.localityName ?? 'city']), 'address-level2'),
    area: areaField,
    postalCode: () => text('postalCode', t(POSTAL_LABELS[format?.postalName ?? 'postal']), 'postal-code'),
  };
  const given = text('firstName', t('checkout.firstNameLabel'), 'given-name');
  const family = text('lastName', t('checkout.lastNameLabel'), 'family-name');
  // The street line stands alone; the short fields around it share rows, as the address prints them.
  const rows: ReactNode[] = [];
  let row: ReactNode[] = [];
  for (const field of orderOf(addressOrder, country) ?? orderOf(addressOrder, defaultCountry) ?? []) {
    if (field === 'street') {
      if (row.length) rows.push(row);
      rows.push(fields.street());
      row = [];
    } else row.push(fields[field]());
  }
  if (row.length) rows.push(row);
  return (
    <>
      <Field name={name('country')} label={t('checkout.countryLabel')} error={errors[name('country')]}>
        <select
          id={fieldId(name('country'))}
          name={name('country')}
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
            onPlaceChange?.({ country: event.target.value, region: '' });
          }}
          autoComplete={`${prefix} country`}
        >
          {DELIVERY_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {regions.of(code)}
            </option>
          ))}
        </select>
      </Field>
      <div className="field-row">{format?.familyNameFirst ? [family, given] : [given, family]}</div>
      {rows.map((r, i) =>
        Array.isArray(r) ? (
          <div key={i} className="field-row">
            {r}
          </div>
        ) : (
          r
        ),
      )}
      {text('phone', t('checkout.phoneLabel'), 'tel', { type: 'tel', inputMode: 'tel' })}
    </>
  );
}
