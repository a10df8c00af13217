import { colourName } from '../../../colour-name';
import { Swatch } from '../../../swatch';
import { ProductTabs } from '../../components/product-tabs';
import type { PageProps } from '../../page-context';

/** A variant as the page shows and edits it (cost in major units, as staff type it). */
export interface VariantView {
  sku: string;
  colour: string;
  size: string;
  /** On the scale of locales/widths.ts. */
  width: string;
  stock: number;
  barcode: string;
  weight: string;
  cost: string;
  costCurrency: string;
  image: string;
}

/** A refused form: what was typed (by field name), the message per field, and the whole form's. */
export interface Refused {
  form: 'stock' | 'details';
  values: Record<string, string>;
  errors: Record<string, string>;
  text: string;
}

export interface ProductVariantsData {
  sku: string;
  title: string;
  /** Rows: each colour once, in the order of its first variant, with its swatch. */
  colours: { name: string; swatch: string | null }[];
  /** Columns: the EU sizes the variants have ('' for a product without sizes). */
  sizes: string[];
  /** The widths the variants have, narrow first: with more than one, a row per colour and width. */
  widths: string[];
  variants: VariantView[];
  /** EU sizes of the product's size chart that no variant has yet. */
  addableSizes: string[];
  /** Colours to suggest for a new row: the palette's and those other products have. */
  suggestions: string[];
  images: { src: string; alt: string | null }[];
  currencies: string[];
  refused?: Refused;
}

const fieldId = (name: string) => `v-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/**
 * One product's variants: the stock as a grid (colours by sizes) saved in one submit, and each
 * variant's barcode, weight, cost and image, with new colours and sizes and removals.
 */
export default function ProductVariantsPage({ ctx, data }: PageProps<ProductVariantsData>) {
  const { t } = ctx;
  const stockWriter = ctx.can('stock.write');
  const catalogWriter = ctx.can('catalog.write');
  const refused = data.refused;
  const typed = (form: Refused['form'], name: string, stored: string) =>
    refused?.form === form && name in refused.values ? refused.values[name] : stored;
  const errorOf = (form: Refused['form'], name: string) => (refused?.form === form ? refused.errors[name] : undefined);
  const variantAt = (colour: string, width: string, size: string) =>
    data.variants.find((v) => v.colour === colour && v.width === width && v.size === size);
  const colourOf = (colour: string) => (colour === '' ? t('variants.grid.noColour') : colourName(t, colour, 'fulfil.colour'));
  // A product in more than one width names the width beside the colour: "Black, wide".
  const nameOf = (colour: string, width = 'standard') =>
    data.widths.length > 1 ? `${colourOf(colour)}, ${t(`variants.width.${width}`)}` : colourOf(colour);
  const rows = data.colours.flatMap((colour) =>
    data.widths
      .filter((width) => data.variants.some((v) => v.colour === colour.name && v.width === width))
      .map((width) => ({ ...colour, width })),
  );
  const sizeOf = (size: string) => (size === '' ? t('variants.grid.oneSize') : size);

  return (
    <section>
      <h1>{t('variants.title', { title: data.title, sku: data.sku })}</h1>
      <ProductTabs ctx={ctx} sku={data.sku} current="productVariants" />

      <form method="post" action={`/products/${encodeURIComponent(data.sku)}/variants/stock`} noValidate>
        {refused?.form === 'stock' ? (
          <p className="bo-error" role="alert">
            {refused.text}
          </p>
        ) : null}
        <div className="table-scroll">
          <table className="stock-grid">
            <caption>{t('variants.grid.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('variants.grid.colour')}</th>
                {data.sizes.map((size) => (
                  <th key={size} scope="col" className="num">
                    {sizeOf(size)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((colour) => (
                <tr key={`${colour.name}/${colour.width}`}>
                  <th scope="row">
                    <Swatch hex={colour.swatch} /> {nameOf(colour.name, colour.width)}
                  </th>
                  {data.sizes.map((size) => {
                    const variant = variantAt(colour.name, colour.width, size);
                    if (!variant)
                      return (
                        <td key={size} className="num">
                          <span className="visually-hidden">{t('variants.grid.none')}</span>
                        </td>
                      );
                    const name = `stock:${variant.sku}`;
                    const error = errorOf('stock', name);
                    const label = t('variants.grid.cell', { colour: nameOf(colour.name, colour.width), size: sizeOf(size) });
                    return (
                      <td key={size} className="num">
                        {stockWriter ? (
                          <>
                            <input
                              id={fieldId(name)}
                              name={name}
                              type="number"
                              min={0}
                              max={100000}
                              step={1}
                              inputMode="numeric"
                              aria-label={label}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? `${fieldId(name)}-error` : undefined}
                              defaultValue={typed('stock', name, String(variant.stock))}
                            />
                            <input type="hidden" name={`was:${variant.sku}`} value={variant.stock} />
                            {error ? (
                              <p id={`${fieldId(name)}-error`} className="field-error">
                                {error}
                              </p>
                            ) : null}
                          </>
                        ) : (
                          <span>
                            <span className="visually-hidden">{label}: </span>
                            {variant.stock}
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="muted">{t('variants.grid.note')}</p>
        {stockWriter ? (
          <p>
            <button type="submit">{t('variants.grid.save')}</button>
          </p>
        ) : null}
      </form>

      <form method="post" action={`/products/${encodeURIComponent(data.sku)}/variants`} noValidate>
        {refused?.form === 'details' ? (
          <p className="bo-error" role="alert">
            {refused.text}
          </p>
        ) : null}
        <div className="table-scroll">
          <table className="variant-details">
            <caption>{t('variants.details.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('variants.details.variant')}</th>
                <th scope="col">{t('variants.details.barcode')}</th>
                <th scope="col">{t('variants.details.weight')}</th>
                <th scope="col">{t('variants.details.cost')}</th>
                <th scope="col">{t('variants.details.image')}</th>
                {catalogWriter ? <th scope="col">{t('variants.details.remove')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {data.variants.map((v, i) => {
                const who = `${nameOf(v.colour, v.width)}, ${sizeOf(v.size)}`;
                const field = (name: string, stored: string, label: string, extra: Record<string, unknown> = {}) => {
                  const key = `${name}.${i}`;
                  const error = errorOf('details', key);
                  return (
                    <>
                      <input
                        id={fieldId(key)}
                        name={key}
                        aria-label={label}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${fieldId(key)}-error` : undefined}
                        defaultValue={typed('details', key, stored)}
                        {...extra}
                      />
                      {error ? (
                        <p id={`${fieldId(key)}-error`} className="field-error">
                          {error}
                        </p>
                      ) : null}
                    </>
                  );
                };
                return (
                  <tr key={v.sku}>
                    <th scope="row">
                      <code>{v.sku}</code>
                      <br />
                      {who}
                      <input type="hidden" name={`sku.${i}`} value={v.sku} />
                    </th>
                    {catalogWriter ? (
                      <>
                        <td>
                          {field('barcode', v.barcode, t('variants.details.barcodeOf', { variant: who }), {
                            inputMode: 'numeric',
                            autoComplete: 'off',
                            maxLength: 14,
                          })}
                        </td>
                        <td>
                          {field('weight', v.weight, t('variants.details.weightOf', { variant: who }), {
                            type: 'number',
                            min: 0,
                            step: 1,
                            inputMode: 'numeric',
                          })}
                        </td>
                        <td>
                          {field('cost', v.cost, t('variants.details.costOf', { variant: who }), { inputMode: 'decimal' })}
                          <select
                            name={`costCurrency.${i}`}
                            aria-label={t('variants.details.currencyOf', { variant: who })}
                            defaultValue={typed('details', `costCurrency.${i}`, v.costCurrency)}
                          >
                            {data.currencies.map((c) => (
                              <option key={c} value={c}>
                                {c}
                              </option>
                            ))}
                          </select>
                        </td>
                        <td>
                          <select
                            name={`image.${i}`}
                            aria-label={t('variants.details.imageOf', { variant: who })}
                            defaultValue={typed('details', `image.${i}`, v.image)}
                          >
                            <option value="">{t('variants.details.noImage')}</option>
                            {data.images.map((image, n) => (
                              <option key={image.src} value={image.src}>
                                {image.alt ? `${n + 1}: ${image.alt}` : t('variants.details.imageNumber', { number: n + 1 })}
                              </option>
                            ))}
                          </select>
                        </td>
                        <td>
                          <label className="inline" htmlFor={fieldId(`remove.${i}`)}>
                            <input
                              id={fieldId(`remove.${i}`)}
                              type="checkbox"
                              name={`remove.${i}`}
                              defaultChecked={typed('details', `remove.${i}`, '') === 'on'}
                            />{' '}
                            <span className="visually-hidden">{t('variants.details.removeOf', { variant: who })}</span>
                          </label>
                        </td>
                      </>
                    ) : (
                      <>
                        <td>{v.barcode}</td>
                        <td>{v.weight === '' ? '' : t('variants.details.grams', { grams: v.weight })}</td>
                        <td>{v.cost === '' ? '' : `${v.cost} ${v.costCurrency}`}</td>
                        <td>
                          {v.image === ''
                            ? ''
                            : t('variants.details.imageNumber', { number: data.images.findIndex((i) => i.src === v.image) + 1 })}
                        </td>
                      </>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {catalogWriter ? (
          <>
            <p className="muted">{t('variants.details.removeNote')}</p>
            <fieldset>
              <legend>{t('variants.add.title')}</legend>
              <p className="muted">{t('variants.add.intro')}</p>
              <label htmlFor="v-new-colour">{t('variants.add.colour')}</label>
              <input
                id="v-new-colour"
                name="newColour"
                maxLength={40}
                autoComplete="off"
                list="v-colour-suggestions"
                aria-invalid={errorOf('details', 'newColour') ? true : undefined}
                aria-describedby={errorOf('details', 'newColour') ? 'v-new-colour-error' : 'v-new-colour-hint'}
                defaultValue={typed('details', 'newColour', '')}
              />
              <p id="v-new-colour-hint" className="muted">
                {t('variants.add.colourHint')} <a href="/colours">{t('variants.add.swatches')}</a>
              </p>
              {errorOf('details', 'newColour') ? (
                <p id="v-new-colour-error" className="field-error">
                  {errorOf('details', 'newColour')}
                </p>
              ) : null}
              <datalist id="v-colour-suggestions">
                {data.suggestions.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
              {data.addableSizes.length > 0 ? (
                <>
                  <label htmlFor="v-new-size">{t('variants.add.size')}</label>
                  <select id="v-new-size" name="newSize" defaultValue={typed('details', 'newSize', '')}>
                    <option value="">{t('variants.add.noSize')}</option>
                    {data.addableSizes.map((size) => (
                      <option key={size} value={size}>
                        {size}
                      </option>
                    ))}
                  </select>
                </>
              ) : null}
            </fieldset>
            <p>
              <button type="submit">{t('variants.details.save')}</button>
            </p>
          </>
        ) : null}
      </form>
    </section>
  );
}
