import type { ContentSummary } from '../../contract/payloads';
import { dateFormat } from '../../intl';
import { useMarket } from '../../state';
import { Link } from '../link';

const PATHS = { blog: '/blog', article: '/article', page: '/pages' } as const;

export function ContentList({ items }: { items: ContentSummary[] }) {
  const { market } = useMarket();
  const date = dateFormat(market.locale, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <ul className="content-list">
      {items.map((item) => (
        <li key={item.slug}>
          <Link href={`${PATHS[item.kind]}/${item.slug}`} className="content-link">
            {item.title}
          </Link>
          {item.kind !== 'page' && <time dateTime={item.publishedAt}>{date.format(new Date(`${item.publishedAt}T00:00:00Z`))}</time>}
          <p>{item.summary}</p>
        </li>
      ))}
    </ul>
  );
}
