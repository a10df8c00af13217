import type { DocumentData } from '../../../client/contract/pages/document';
import type { ContentSummary } from '../../../client/contract/payloads';
import { type ContentKind, documentListQuery, marketDocumentQuery } from '../../../db/queries/content';
import { LEGAL_PAGES, marketsOfPage } from '../../../locales/markets';
import { textLanguages } from '../../../locales/text-variants';
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
    const text = textLanguages(market);
    const [[doc], more] = await db.batch([
      marketDocumentQuery(db, kind, slug, text),
      // Legal pages of other markets may share the language: asked for beyond the three, then left out.
      documentListQuery(db, kind === 'article' ? 'blog' : kind, text, { limit: READ_ON + LEGAL_PAGES.length, except: slug }),
    ]);
    // A legal page exists where the market's law asks for it (no withdrawal form in the US, no Impressum in the UK).
    if (!doc || !marketsOfPage(slug).includes(market.code)) throw notFound();
    const path = `${PATHS[kind]}/${slug}`;
    const title = fillPlain(doc.title, contentTokens(ctx.market, ctx.company, ctx.t));
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
      blocks: parseMarkdown(fillTokens(doc.body, contentTokens(ctx.market, ctx.company, ctx.t))),
      breadcrumbs,
      more: contentSummaries(
        (more as ContentSummary[]).filter((doc) => marketsOfPage(doc.slug).includes(market.code)).slice(0, READ_ON),
        ctx.market,
        ctx.company,
        ctx.t,
      ),
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
        description: fillPlain(doc.summary, contentTokens(ctx.market, ctx.company, ctx.t)),
        ...pageLinks(origin, market.code, path, marketsOfPage(slug)),
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
