import { Breadcrumbs } from '../../components/breadcrumbs';
import { ContentList } from '../../components/content/content-list';
import { Link } from '../../components/link';
import type { BlogIndexData } from '../../contract/pages/blog';
import { useMarket } from '../../state';

export default function BlogPage({ data }: { data: BlogIndexData }) {
  const { t } = useMarket();
  return (
    <>
      <Breadcrumbs
        items={[
          { name: t('header.home'), href: '/' },
          { name: t('content.blog'), href: '/blog' },
        ]}
      />
      <h1>{t('content.blog')}</h1>
      <ContentList items={data.posts} />
      {data.pages > 1 && (
        <nav aria-label={t('collection.pagination')} className="pagination">
          {data.page > 1 && (
            <Link href={data.page === 2 ? '/blog' : `/blog?page=${data.page - 1}`} className="button" rel="prev">
              {t('content.newer')}
            </Link>
          )}
          {data.page < data.pages && (
            <Link href={`/blog?page=${data.page + 1}`} className="button" rel="next">
              {t('content.older')}
            </Link>
          )}
        </nav>
      )}
      {data.guides.length > 0 && (
        <section aria-labelledby="guides-title" className="guides">
          <h2 id="guides-title">{t('content.guides')}</h2>
          <ContentList items={data.guides} />
        </section>
      )}
    </>
  );
}
