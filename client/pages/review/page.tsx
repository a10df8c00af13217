import { Link } from '../../components/link';
import { REVIEW_LIMITS, type ReviewData, type ReviewField, type ReviewProduct } from '../../contract/pages/review';
import { useMarket } from '../../state';

const ERRORS: Record<ReviewField, string> = {
  rating: 'review.errorRating',
  title: 'review.errorTitle',
  body: 'review.errorBody',
  author: 'review.errorAuthor',
  experiencedOn: 'review.errorDate',
};

/**
 * The page of a review invitation: a plain form per product of the order (it posts and works
 * the same without JavaScript). A product reviewed through the link shows thanks instead.
 */
export default function ReviewPage({ data }: { data: ReviewData }) {
  const { t } = useMarket();
  if (!data.products) {
    return (
      <section className="message-page">
        <h1>{t('review.title')}</h1>
        <p role="status">{t('review.invalid')}</p>
        <p>
          <Link href="/">{t('error.backHome')}</Link>
        </p>
      </section>
    );
  }
  const done = data.products.find((p) => p.sku === data.done);
  return (
    <section className="message-page review-page" aria-labelledby="review-title">
      <h1 id="review-title">{t('review.title')}</h1>
      <p>{t('review.intro')}</p>
      {done && (
        <p role="status" className="review-thanks">
          {t('review.thanks', { product: done.title })}
        </p>
      )}
      {data.products.map((product) => (
        <ProductForm key={product.sku} data={data} product={product} />
      ))}
    </section>
  );
}

function ProductForm({ data, product }: { data: ReviewData; product: ReviewProduct }) {
  const { t } = useMarket();
  const headingId = `review-${product.sku}`;
  if (product.reviewed) {
    return (
      <article className="review-product" aria-labelledby={headingId}>
        <h2 id={headingId}>{product.title}</h2>
        <p>{t('review.reviewed')}</p>
      </article>
    );
  }
  const refused = data.refused?.sku === product.sku ? data.refused : null;
  const value = (field: ReviewField) => refused?.values[field] ?? '';
  const error = (field: ReviewField) => (refused?.errors.includes(field) ? ERRORS[field] : undefined);
  const id = (field: ReviewField) => `${headingId}-${field}`;
  const described = (field: ReviewField) => (error(field) ? { 'aria-invalid': true, 'aria-describedby': `${id(field)}-error` } : {});
  const message = (field: ReviewField) =>
    error(field) && (
      <p id={`${id(field)}-error`} className="field-error">
        {t(ERRORS[field])}
      </p>
    );
  const first = refused?.errors[0];
  return (
    <article className="review-product" aria-labelledby={headingId}>
      <h2 id={headingId}>{product.title}</h2>
      <form method="post" action={`/review/${encodeURIComponent(data.token)}`} className="review-form">
        <input type="hidden" name="sku" value={product.sku} />
        <fieldset className="field" {...(error('rating') ? { 'aria-describedby': `${id('rating')}-error` } : {})}>
          <legend>{t('review.rating')}</legend>
          {[5, 4, 3, 2, 1].map((stars) => (
            <label key={stars} className="review-star">
              <input
                type="radio"
                name="rating"
                value={stars}
                required
                defaultChecked={value('rating') === String(stars)}
                // biome-ignore lint/a11y/noAutofocus: a page re-rendered without JavaScript focuses its first invalid field.
                autoFocus={first === 'rating' && stars === 5}
              />{' '}
              {t('review.stars', { rating: stars })}
            </label>
          ))}
          {message('rating')}
        </fieldset>
        <div className="field">
          <label htmlFor={id('title')}>{t('review.reviewTitle')}</label>
          <input
            id={id('title')}
            name="title"
            required
            maxLength={REVIEW_LIMITS.title}
            defaultValue={value('title')}
            // biome-ignore lint/a11y/noAutofocus: as above.
            autoFocus={first === 'title'}
            {...described('title')}
          />
          {message('title')}
        </div>
        <div className="field">
          <label htmlFor={id('body')}>{t('review.body')}</label>
          <textarea
            id={id('body')}
            name="body"
            required
            rows={5}
            maxLength={REVIEW_LIMITS.body}
            defaultValue={value('body')}
            // biome-ignore lint/a11y/noAutofocus: as above.
            autoFocus={first === 'body'}
            {...described('body')}
          />
          {message('body')}
        </div>
        <div className="field">
          <label htmlFor={id('author')}>{t('review.author')}</label>
          <input
            id={id('author')}
            name="author"
            required
            maxLength={REVIEW_LIMITS.author}
            autoComplete="given-name"
            defaultValue={value('author')}
            // biome-ignore lint/a11y/noAutofocus: as above.
            autoFocus={first === 'author'}
            {...described('author')}
          />
          {message('author')}
        </div>
        <div className="field">
          <label htmlFor={id('experiencedOn')}>{t('review.experiencedOn')}</label>
          <input
            id={id('experiencedOn')}
            name="experiencedOn"
            type="date"
            required
            min="2000-01-01"
            max={data.today}
            defaultValue={value('experiencedOn')}
            // biome-ignore lint/a11y/noAutofocus: as above.
            autoFocus={first === 'experiencedOn'}
            {...described('experiencedOn')}
          />
          {message('experiencedOn')}
        </div>
        <button type="submit">{t('review.submit')}</button>
      </form>
    </article>
  );
}
