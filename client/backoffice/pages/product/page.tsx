import { ProductTabs } from '../../components/product-tabs';
import {
  CONTENT_LANGUAGES,
  type CollectionChoice,
  type ProductEditorDocument,
  type ProductText,
  type TextStatus,
} from '../../contract/products';
import { backOfficeHref } from '../../contract/routes';
import { formatDateTime } from '../../format';
import type { PageContext, PageProps } from '../../page-context';
import { previewDescription, previewTitle } from '../../serp';
import { collectionTitle, languageName } from '../products/page';

/** What a refused form typed, which fields the import named, and the rest of what it said. */
export interface Refused {
  form: 'text' | 'collections' | 'settings' | 'new';
  values: Record<string, string>;
  /** Problems by the form's field name. */
  fields: Record<string, string[]>;
  general: string[];
  text: string;
}

export interface ProductEditorData {
  product: ProductEditorDocument;
  status: Record<string, { status: TextStatus; updatedAt: number | null }>;
  /** The language the text form edits (`?language=`, else the source language). */
  language: string;
  collections: CollectionChoice[];
  positions: Record<string, number>;
  /** How the shop shows the product in the form's language: its URL on that market's host, the shop's name in page titles. */
  preview: { url: string; shopName: string };
  refused?: Refused;
}

export const SIZE_CHARTS = ['women', 'men', 'unisex'] as const;
/** The field's problems under it, tied to it by id (aria-describedby names this id). */
export function FieldProblems({ id, problems }: { id: string; problems: string[] | undefined }) {
  if (!problems?.length) return null;
  return (
    <div id={id}>
      {problems.map((p) => (
        <p key={p} className="field-error">
          {p}
        </p>
      ))}
    </div>
  );
}

export function RefusedSummary({ refused, id }: { refused: Refused; id: string }) {
  return (
    <div className="bo-error" role="alert" id={id}>
      <p>{refused.text}</p>
      {refused.general.length > 0 ? (
        <ul>
          {refused.general.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** One text field with its label, what was typed or saved, and its problems. */
function Field(props: {
  ctx: PageContext;
  name: keyof ProductText;
  value: string;
  problems: string[] | undefined;
  max: number;
  multiline?: boolean;
  hint?: string;
  lang: string;
}) {
  const id = `text-${props.name}`;
  const described = [props.hint ? `${id}-hint` : '', props.problems?.length ? `${id}-problems` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name: props.name,
    defaultValue: props.value,
    maxLength: props.max,
    lang: props.lang,
    'aria-invalid': props.problems?.length ? true : undefined,
    'aria-describedby': described || undefined,
  };
  return (
    <div>
      <label htmlFor={id}>{props.ctx.t(`products.field.${props.name}`)}</label>
      {props.multiline ? <textarea {...common} rows={props.name === 'description' ? 12 : 3} /> : <input {...common} />}
      {props.hint ? (
        <p id={`${id}-hint`} className="muted">
          {props.hint}
        </p>
      ) : null}
      <FieldProblems id={`${id}-problems`} problems={props.problems} />
    </div>
  );
}

function StatusBadge({ ctx, status }: { ctx: PageContext; status: TextStatus }) {
  return <strong className={`status-${status}`}>{ctx.t(`products.status.${status}`)}</strong>;
}

/** One product's texts side by side with the source, its search result, collections and publishing. */
export default function ProductPage({ ctx, data }: PageProps<ProductEditorData>) {
  const { t, locale } = ctx;
  const { product, language } = data;
  const writer = ctx.can('catalog.write');
  const sku = product.sku;
  const base = `/products/${encodeURIComponent(sku)}`;
  const source = product.sourceLanguage;
  const sourceText = product.texts[source];
  const saved = product.texts[language];
  const refused = data.refused;
  const typed = (form: Refused['form'], name: string, fallback: string) =>
    refused?.form === form && name in refused.values ? refused.values[name] : fallback;
  const problems = (form: Refused['form'], name: string) => (refused?.form === form ? refused.fields[name] : undefined);
  const value = (name: keyof ProductText) => typed('text', name, (saved?.[name] as string | null | undefined) ?? '');
  const title = value('title');
  return (
    <section>
      <p>
        <a href="/products">{t('products.editor.back')}</a>
      </p>
      <h1>
        {t('products.editor.title', { sku })}
        {sourceText ? <span lang={source}>: {sourceText.title}</span> : null}
      </h1>
      <ProductTabs ctx={ctx} sku={sku} current="product" />

      <h2 id="texts-heading">{t('products.editor.texts')}</h2>
      <table aria-labelledby="texts-heading">
        <thead>
          <tr>
            <th scope="col">{t('products.editor.language')}</th>
            <th scope="col">{t('products.editor.status')}</th>
            <th scope="col">{t('products.editor.written')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('products.editor.open')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {CONTENT_LANGUAGES.map((code) => {
            const s = data.status[code] ?? { status: 'missing' as const, updatedAt: null };
            return (
              <tr key={code} aria-current={code === language ? 'true' : undefined}>
                <th scope="row">
                  {languageName(ctx, code)}
                  {code === source ? ` (${t('products.editor.source')})` : ''}
                </th>
                <td>
                  <StatusBadge ctx={ctx} status={s.status} />
                </td>
                <td>{s.updatedAt ? formatDateTime(locale, s.updatedAt) : '–'}</td>
                <td>
                  {code === language ? (
                    t('products.editor.shown')
                  ) : (
                    // The visible word first, then the language for a screen reader's list of links.
                    <a href={`${base}?language=${code}#text-form`}>
                      {writer ? t(s.status === 'missing' ? 'products.editor.write' : 'products.editor.edit') : t('products.editor.show')}
                      <span className="visually-hidden"> {languageName(ctx, code)}</span>
                    </a>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="muted">{t('products.editor.statusHint')}</p>

      <div className="side-by-side">
        {language !== source ? (
          <section aria-labelledby="source-heading">
            <h3 id="source-heading">{t('products.editor.sourceText', { language: languageName(ctx, source) })}</h3>
            {sourceText ? (
              <dl className="content-source" lang={source}>
                <dt>{t('products.field.title')}</dt>
                <dd>{sourceText.title}</dd>
                <dt>{t('products.field.summary')}</dt>
                <dd>{sourceText.summary}</dd>
                <dt>{t('products.field.description')}</dt>
                <dd>
                  <pre>{sourceText.description}</pre>
                </dd>
                <dt>{t('products.field.seoTitle')}</dt>
                <dd>{sourceText.seoTitle ?? '–'}</dd>
                <dt>{t('products.field.seoDescription')}</dt>
                <dd>{sourceText.seoDescription ?? '–'}</dd>
              </dl>
            ) : (
              <p>{t('products.editor.noSource')}</p>
            )}
          </section>
        ) : null}
        <section aria-labelledby="text-heading" id="text-form">
          <h3 id="text-heading">
            {t('products.editor.textIn', { language: languageName(ctx, language) })}{' '}
            <StatusBadge ctx={ctx} status={data.status[language]?.status ?? 'missing'} />
          </h3>
          <form method="get" action={base} className="filters">
            <div>
              <label htmlFor="language-switch">{t('products.editor.switch')}</label>
              <select id="language-switch" name="language" defaultValue={language}>
                {CONTENT_LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {languageName(ctx, code)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="secondary">
              {t('products.editor.switchButton')}
            </button>
          </form>
          {writer && data.status[language]?.status === 'outdated' ? (
            <form method="post" action={`${base}/texts/${language}/current`} className="inline-form">
              <p>
                {t('products.editor.markCurrentHint')}{' '}
                <button type="submit" className="secondary">
                  {t('products.editor.markCurrent')}
                </button>
              </p>
            </form>
          ) : null}
          {writer ? (
            <form method="post" action={`${base}/texts/${language}`} data-serp-form>
              {refused?.form === 'text' ? <RefusedSummary refused={refused} id="text-error" /> : null}
              {language === source ? <p className="muted">{t('products.editor.sourceHint')}</p> : null}
              <Field ctx={ctx} name="title" value={title} problems={problems('text', 'title')} max={200} lang={language} />
              <Field
                ctx={ctx}
                name="summary"
                value={value('summary')}
                problems={problems('text', 'summary')}
                max={400}
                multiline
                lang={language}
              />
              <Field
                ctx={ctx}
                name="description"
                value={value('description')}
                problems={problems('text', 'description')}
                max={20_000}
                multiline
                hint={t('products.editor.markdown')}
                lang={language}
              />
              <fieldset>
                <legend>{t('products.editor.seo')}</legend>
                <Field
                  ctx={ctx}
                  name="seoTitle"
                  value={value('seoTitle')}
                  problems={problems('text', 'seoTitle')}
                  max={200}
                  hint={t('products.editor.seoTitleHint')}
                  lang={language}
                />
                <Field
                  ctx={ctx}
                  name="seoDescription"
                  value={value('seoDescription')}
                  problems={problems('text', 'seoDescription')}
                  max={320}
                  multiline
                  hint={t('products.editor.seoDescriptionHint')}
                  lang={language}
                />
                <figure className="serp" data-serp data-shop={data.preview.shopName}>
                  <figcaption>{t('products.editor.preview')}</figcaption>
                  <p className="serp-url">{data.preview.url}</p>
                  <p className="serp-title" lang={language} data-serp-title>
                    {previewTitle(value('seoTitle'), title, data.preview.shopName)}
                  </p>
                  <p className="serp-description" lang={language} data-serp-description>
                    {previewDescription(value('seoDescription'), value('summary'))}
                  </p>
                </figure>
              </fieldset>
              <p>
                <button type="submit">{t('products.editor.saveText', { language: languageName(ctx, language) })}</button>
              </p>
            </form>
          ) : saved ? (
            <dl className="content-source" lang={language}>
              <dt>{t('products.field.title')}</dt>
              <dd>{saved.title}</dd>
              <dt>{t('products.field.summary')}</dt>
              <dd>{saved.summary}</dd>
              <dt>{t('products.field.description')}</dt>
              <dd>
                <pre>{saved.description}</pre>
              </dd>
            </dl>
          ) : (
            <p>{t('products.status.missing')}</p>
          )}
        </section>
      </div>

      <h2 id="collections-heading">{t('products.editor.collections')}</h2>
      <form method="post" action={`${base}/collections`} aria-labelledby="collections-heading">
        {refused?.form === 'collections' ? <RefusedSummary refused={refused} id="collections-error" /> : null}
        <p className="muted">{t('products.editor.collectionsHint')}</p>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('products.editor.collection')}</th>
              <th scope="col">{t('products.editor.member')}</th>
              <th scope="col">{t('products.editor.position')}</th>
            </tr>
          </thead>
          <tbody>
            {data.collections.map((c) => {
              const member =
                refused?.form === 'collections' ? refused.values[`member-${c.id}`] === 'on' : product.collections.includes(c.id);
              const position = typed(
                'collections',
                `position-${c.id}`,
                data.positions[c.id] === undefined ? '' : String(data.positions[c.id]),
              );
              const name = collectionTitle(ctx, c);
              return (
                <tr key={c.id}>
                  <th scope="row">
                    <label htmlFor={`member-${c.id}`}>{name}</label>
                  </th>
                  <td>
                    <input type="checkbox" id={`member-${c.id}`} name={`member-${c.id}`} defaultChecked={member} disabled={!writer} />
                  </td>
                  <td>
                    <label htmlFor={`position-${c.id}`} className="visually-hidden">
                      {t('products.editor.positionIn', { collection: name })}
                    </label>
                    <input
                      type="number"
                      id={`position-${c.id}`}
                      name={`position-${c.id}`}
                      min={0}
                      max={1_000_000}
                      defaultValue={position}
                      disabled={!writer}
                      aria-invalid={problems('collections', `position-${c.id}`) ? true : undefined}
                      aria-describedby={problems('collections', `position-${c.id}`) ? `position-${c.id}-problems` : undefined}
                    />
                    <FieldProblems id={`position-${c.id}-problems`} problems={problems('collections', `position-${c.id}`)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {writer ? (
          <p>
            <button type="submit">{t('products.editor.saveCollections')}</button>
          </p>
        ) : null}
      </form>

      <h2 id="settings-heading">{t('products.editor.settings')}</h2>
      <form method="post" action={`${base}/settings`} aria-labelledby="settings-heading">
        {refused?.form === 'settings' ? <RefusedSummary refused={refused} id="settings-error" /> : null}
        <div>
          <label htmlFor="source-language">{t('products.field.sourceLanguage')}</label>
          <select
            id="source-language"
            name="sourceLanguage"
            defaultValue={typed('settings', 'sourceLanguage', source)}
            disabled={!writer}
            aria-describedby="source-language-hint"
          >
            {CONTENT_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {languageName(ctx, code)}
              </option>
            ))}
          </select>
          <p id="source-language-hint" className="muted">
            {t('products.editor.sourceLanguageHint')}
          </p>
        </div>
        <div>
          <label htmlFor="size-chart">{t('products.field.sizeChart')}</label>
          <select id="size-chart" name="sizeChart" defaultValue={typed('settings', 'sizeChart', product.sizeChart)} disabled={!writer}>
            {SIZE_CHARTS.map((chart) => (
              <option key={chart} value={chart}>
                {t(`products.sizeChart.${chart}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="inline" htmlFor="published">
            <input
              type="checkbox"
              id="published"
              name="published"
              defaultChecked={refused?.form === 'settings' ? refused.values.published === 'on' : product.published}
              disabled={!writer}
              aria-describedby="published-hint"
            />{' '}
            {t('products.field.published')}
          </label>
          <p id="published-hint" className="muted">
            {t('products.editor.publishedHint')} <a href={backOfficeHref('productPrices', { sku })}>{t('products.editor.perMarket')}</a>
          </p>
        </div>
        {writer ? (
          <p>
            <button type="submit">{t('products.editor.saveSettings')}</button>
          </p>
        ) : null}
      </form>
    </section>
  );
}
