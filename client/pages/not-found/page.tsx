import { Link } from '../../components/link';
import type { NotFoundData } from '../../contract/pages/not-found';
import { useMarket } from '../../state';

export default function NotFoundPage({ data }: { data: NotFoundData }) {
  const { t } = useMarket();
  return (
    <section className="message-page">
      <h1>{t('meta.notFoundTitle')}</h1>
      <p>{t('error.notFoundText', { path: data.path })}</p>
      <p>
        <Link href="/">{t('error.backHome')}</Link>
      </p>
    </section>
  );
}
