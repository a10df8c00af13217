import { Link } from '../../components/link';
import { NewsletterForm, ResultMessage } from '../../components/newsletter-form';
import { useMarket } from '../../state';
import type { NewsletterData } from './payload';

/** Where a sign-up without JavaScript lands: its result, or the form. */
export default function NewsletterPage({ data }: { data: NewsletterData }) {
  const { t } = useMarket();
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
