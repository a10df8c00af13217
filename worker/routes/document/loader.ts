import type { DocumentData } from '../../../client/pages/document/payload';
import type { ContentSummary } from '../../../client/payloads';
import { type ContentKind, documentListQuery, documentQuery } from '../../../db/queries/content';
import { fillPlain, fillTokens, parseMarkdown } from '../../content/markdown';
import { contentSummaries, contentTokens } from '../../content/tokens';
import { notFound } from '../../errors';
import { pageLinks } from '../../links';
import { breadcrumbJsonLd } from '../../structured-data';
import type { CatalogContext, Loader } from '../types';

const READ_ON = 3;

const PATHS: Record<ContentKind, string> = { blog: '/blog', article: '/article', page: '/pages' };

/** A blog post, article or general page: one batch for the document and what to read next. */
function documentLoader(kind: ContentKind) {
  return async (ctx: CatalogContext, slug: string) => {
    const { db, market, t, origin } = ctx;
    const [[doc], more] = await db.batch([
      documentQuery(db, kind, slug, market.language),
      documentListQuery(db, kind === 'article' ? 'blog' : kind, market.language, { limit: READ_ON, except: slug }),
    ]);
    if (!doc) throw notFound();
    const path = `${PATHS[kind]}/${slug}`;
    const title = fillPlain(doc.title, contentTokens(ctx.market));
    const breadcrumbs = [
      { name: t('header.home'), href: '/' },
      ...(kind === 'blog' ? [{ name: t('content.blog'), href: '/blog' }] : []),
      { name: title, href: path },
    ];
    const data: DocumentData = {
      kind,
      slug,
      title,
      publishedAt: doc.publishedAt,
      updatedAt: doc.updatedAt,
      blocks: parseMarkdown(fillTokens(doc.body, contentTokens(ctx.market))),
      breadcrumbs,
      more: contentSummaries(more as ContentSummary[], ctx.market),
    };
    const home = origin(market.code);
    const article =
      kind === 'page'
        ? []
        : [
            {
              '@context': 'https://schema.org',
              '@type': kind === 'blog' ? 'BlogPosting' : 'Article',
              headline: title,
              datePublished: doc.publishedAt,
              dateModified: doc.updatedAt,
              inLanguage: market.locale,
              mainEntityOfPage: home + path,
            },
          ];
    return {
      data,
      head: {
        title: `${title} – ${t('shop.name')}`,
        description: fillPlain(doc.summary, contentTokens(ctx.market)),
        ...pageLinks(origin, market.code, path),
        type: kind === 'page' ? ('website' as const) : ('article' as const),
        jsonLd: [...article, breadcrumbJsonLd(breadcrumbs, home)],
      },
    };
  };
}

const blogPost = documentLoader('blog');
const article = documentLoader('article');
const generalPage = documentLoader('page');

export const postLoader: Loader<'post'> = (ctx, { slug }) => blogPost(ctx, slug);
export const articleLoader: Loader<'article'> = (ctx, { slug }) => article(ctx, slug);
export const pageLoader: Loader<'page'> = (ctx, { page }) => generalPage(ctx, page);
