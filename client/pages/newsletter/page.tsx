import { Link } from '../../components/link';
import { NewsletterForm, ResultMessage } from '../../components/newsletter-form';
import type { NewsletterData } from '../../contract/pages/newsletter';
import { useMarket } from '../../state';

/**
 * Where a sign-up without JavaScript lands (its result, or the form), and the page of the
 * confirmation e-mail's link: a plain form whose button confirms, with or without JavaScript.
 */
export default function NewsletterPage({ data }: { data: NewsletterData }) {
  const { t } = useMarket();
  if (data.confirmToken) {
    return (
      <section className="message-page" aria-labelledby="newsletter-confirm-title">
        <h1 id="newsletter-confirm-title">{t('newsletter.confirmTitle')}</h1>
        <p id="newsletter-confirm-text">{t('newsletter.confirmText')}</p>
        <form method="post" action={`/newsletter/confirm/${encodeURIComponent(data.confirmToken)}`} className="newsletter-confirm">
          <button type="submit" aria-describedby="newsletter-confirm-text">
            {t('newsletter.confirmButton')}
          </button>
        </form>
      </section>
    );
  }
  return (
    <section className="message-page">
      <h1>{t('newsletter.title')}</h1>
      {data.result ? (
        <div role="status">
          <ResultMessage result={data.result} />
        </div>
      ) : (
        <NewsletterForm source="footer" />
      )}
      <p>
        <Link href="/">{t('error.backHome')}</Link>
      </p>
    </section>
  );
}
