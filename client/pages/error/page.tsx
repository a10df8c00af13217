import { type ErrorData, errorTitleKey } from '../../contract/pages/error';
import { useMarket } from '../../state';

/** The app error page, in the shopper's language: not found, could not be opened (4xx), unavailable, or an error on our side. */
export default function ErrorPage({ data }: { data: ErrorData }) {
  const { t } = useMarket();
  return (
    <section className="message-page">
      <h1>{t(errorTitleKey(data.status))}</h1>
      <p>{data.message ?? t('error.serverErrorText')}</p>
      <p className="reference">{t('error.reference', { id: data.requestId })}</p>
      <p>
        <a href="/">{t('error.backHome')}</a>
      </p>
    </section>
  );
}
