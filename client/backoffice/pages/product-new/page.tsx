import { CONTENT_LANGUAGES } from '../../contract/products';
import type { PageProps } from '../../page-context';
import { FieldProblems, type Refused, RefusedSummary, SIZE_CHARTS } from '../product/page';
import { languageName } from '../products/page';

export interface ProductNewData {
  refused?: Refused;
}

/**
 * A new product: its SKU, size chart, source language and the first text. It is saved as a
 * draft (not published); prices, variants and images come on the product's other tabs.
 */
export default function ProductNewPage({ ctx, data }: PageProps<ProductNewData>) {
  const { t } = ctx;
  const refused = data.refused;
  const typed = (name: string, fallback = '') => refused?.values[name] ?? fallback;
  const field = (
    name: string,
    label: string,
    input: (described: string | undefined, invalid: boolean) => React.ReactNode,
    hint?: string,
  ) => {
    const problems = refused?.fields[name];
    const described = [hint ? `new-${name}-hint` : '', problems?.length ? `new-${name}-problems` : ''].filter(Boolean).join(' ');
    return (
      <div>
        <label htmlFor={`new-${name}`}>{label}</label>
        {input(described || undefined, Boolean(problems?.length))}
        {hint ? (
          <p id={`new-${name}-hint`} className="muted">
            {hint}
          </p>
        ) : null}
        <FieldProblems id={`new-${name}-problems`} problems={problems} />
      </div>
    );
  };
  return (
    <section>
      <p>
        <a href="/products">{t('products.editor.back')}</a>
      </p>
      <h1>{t('products.new.title')}</h1>
      <p>{t('products.new.intro')}</p>
      <form method="post" action="/products/new">
        {refused ? <RefusedSummary refused={refused} id="new-error" /> : null}
        {field(
          'sku',
          t('products.field.sku'),
          (described, invalid) => (
            <input
              id="new-sku"
              name="sku"
              required
              maxLength={32}
              autoComplete="off"
              defaultValue={typed('sku')}
              aria-describedby={described}
              aria-invalid={invalid || undefined}
            />
          ),
          t('products.new.skuHint'),
        )}
        {field('sizeChart', t('products.field.sizeChart'), (described) => (
          <select id="new-sizeChart" name="sizeChart" defaultValue={typed('sizeChart', 'unisex')} aria-describedby={described}>
            {SIZE_CHARTS.map((chart) => (
              <option key={chart} value={chart}>
                {t(`products.sizeChart.${chart}`)}
              </option>
            ))}
          </select>
        ))}
        {field(
          'sourceLanguage',
          t('products.field.sourceLanguage'),
          (described) => (
            <select id="new-sourceLanguage" name="sourceLanguage" defaultValue={typed('sourceLanguage', 'en')} aria-describedby={described}>
              {CONTENT_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {languageName(ctx, code)}
                </option>
              ))}
            </select>
          ),
          t('products.editor.sourceLanguageHint'),
        )}
        {field('title', t('products.field.title'), (described, invalid) => (
          <input
            id="new-title"
            name="title"
            required
            maxLength={200}
            defaultValue={typed('title')}
            aria-describedby={described}
            aria-invalid={invalid || undefined}
          />
        ))}
        {field('summary', t('products.field.summary'), (described, invalid) => (
          <textarea
            id="new-summary"
            name="summary"
            rows={3}
            maxLength={400}
            defaultValue={typed('summary')}
            aria-describedby={described}
            aria-invalid={invalid || undefined}
          />
        ))}
        <p>
          <button type="submit">{t('products.new.create')}</button>
        </p>
      </form>
    </section>
  );
}
