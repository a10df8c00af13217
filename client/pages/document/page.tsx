import { Breadcrumbs } from '../../components/breadcrumbs';
import { Blocks } from '../../components/content/blocks';
import { ContentList } from '../../components/content/content-list';
import type { DocumentData } from '../../contract/pages/document';
import { dateFormat } from '../../intl';
import { useMarket } from '../../state';

/** A blog post, an article or a general page. */
export default function DocumentPage({ data }: { data: DocumentData }) {
  const { market, t } = useMarket();
  const date = dateFormat(market.locale, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <>
      <Breadcrumbs items={data.breadcrumbs} />
      <article className="document">
        <h1>{data.title}</h1>
        {data.kind !== 'page' && (
          <p className="document-date">
            <time dateTime={data.publishedAt}>{date.format(new Date(`${data.publishedAt}T00:00:00Z`))}</time>
          </p>
        )}
        <Blocks blocks={data.blocks} />
      </article>
      {data.more.length > 0 && (
        <section aria-labelledby="more-title" className="read-on">
          <h2 id="more-title">{t(data.kind === 'page' ? 'content.morePages' : 'content.morePosts')}</h2>
          <ContentList items={data.more} />
        </section>
      )}
    </>
  );
}
