import type { ContentSummary } from '../../../client/contract/payloads';
import { documentCountQuery, documentListQuery } from '../../../db/queries/content';
import { textLanguages } from '../../../locales/text-variants';
import { contentSummaries } from '../../content/tokens';
import { notFound } from '../../errors';
import { pageLinks } from '../../links';
import { readQuery } from '../query-param';
import type { Loader } from '../types';
import { blogParams } from './query';

const POSTS_PER_PAGE = 5;
/** The guides (articles) listed beside the posts, so each is a click from the blog. */
const MAX_GUIDES = 20;

export const blogLoader: Loader<'blog'> = async (ctx) => {
  const { db, market, t, url, origin } = ctx;
  const page = readQuery(blogParams, url.searchParams).page ?? 1;
  const text = textLanguages(market);
  const [posts, [count], guides] = await db.batch([
    documentListQuery(db, 'blog', text, { limit: POSTS_PER_PAGE, offset: (page - 1) * POSTS_PER_PAGE }),
    documentCountQuery(db, 'blog', text),
    documentListQuery(db, 'article', text, { limit: MAX_GUIDES, offset: 0 }),
  ]);
  const pages = Math.max(1, Math.ceil((count?.count ?? 0) / POSTS_PER_PAGE));
  if (page > pages) throw notFound();
  return {
    data: {
      posts: contentSummaries(posts as ContentSummary[], market, ctx.company, t),
      page,
      pages,
      guides: contentSummaries(guides as ContentSummary[], market, ctx.company, t),
    },
    head: {
      title: `${t('content.blog')}${page > 1 ? ` (${page})` : ''} – ${t('shop.name')}`,
      description: t('content.blogDescription'),
      ...pageLinks(origin, market.code, page > 1 ? `/blog?page=${page}` : '/blog'),
    },
  };
};
