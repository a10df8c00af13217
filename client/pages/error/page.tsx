import { useMarket } from '../../state';
import type { ErrorData } from './payload';

/** The app error page: 'Page Not Found' for 404, 'Internal Server Error' for anything else. */
export default function ErrorPage({ data }: { data: ErrorData }) {
  const { t } = useMarket();
  return (
    <section className="message-page">
      <h1>{t(data.status === 404 ? 'error.notFoundTitle' : data.status === 503 ? 'error.unavailableTitle' : 'error.serverErrorTitle')}</h1>
      <p>{data.message ?? t('error.serverErrorText')}</p>
      <p className="reference">{t('error.reference', { id: data.requestId })}</p>
      <p>
        <a href="/">{t('error.backHome')}</a>
      </p>
    </section>
  );
}
