import { formatMoney } from '../../client/money';
import type { ContentSummary, DocumentData } from '../../client/payloads';
import { type ContentKind, documentCountQuery, documentListQuery, documentQuery, faqQuery } from '../../db/queries/content';
import { fillPlain, fillTokens, parseMarkdown } from '../content/markdown';
import { notFound } from '../errors';
import { pageLinks } from '../links';
import { breadcrumbJsonLd } from '../structured-data';
import type { Loader, LoaderContext } from './types';

const POSTS_PER_PAGE = 5;
const READ_ON = 3;

const PATHS: Record<ContentKind, string> = { blog: '/blog', article: '/article', page: '/pages' };

function tokens({ market }: LoaderContext) {
  return { email: market.helpEmail, threshold: formatMoney(market.freeShippingThreshold, market.currency, market.locale) };
}

const summaries = (rows: ContentSummary[], ctx: LoaderContext): ContentSummary[] =>
  rows.map((row) => ({ ...row, kind: row.kind as ContentKind, summary: fillPlain(row.summary, tokens(ctx)) }));

/** A blog post, article or general page: one batch for the document and what to read next. */
function documentLoader(kind: ContentKind) {
  return async (ctx: LoaderContext, slug: string) => {
    const { db, market, t, origin } = ctx;
    const [[doc], more] = await db.batch([
      documentQuery(db, kind, slug, market.language),
      documentListQuery(db, kind === 'article' ? 'blog' : kind, market.language, { limit: READ_ON, except: slug }),
    ]);
    if (!doc) throw notFound();
    const path = `${PATHS[kind]}/${slug}`;
    const title = fillPlain(doc.title, tokens(ctx));
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
      blocks: parseMarkdown(fillTokens(doc.body, tokens(ctx))),
      breadcrumbs,
      more: summaries(more as ContentSummary[], ctx),
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
        description: fillPlain(doc.summary, tokens(ctx)),
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

export const blogLoader: Loader<'blog'> = async (ctx) => {
  const { db, market, t, url, origin } = ctx;
  const requested = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 1000 ? requested : 1;
  const [posts, [count]] = await db.batch([
    documentListQuery(db, 'blog', market.language, { limit: POSTS_PER_PAGE, offset: (page - 1) * POSTS_PER_PAGE }),
    documentCountQuery(db, 'blog', market.language),
  ]);
  const pages = Math.max(1, Math.ceil((count?.count ?? 0) / POSTS_PER_PAGE));
  if (page > pages) throw notFound();
  return {
    data: { posts: summaries(posts as ContentSummary[], ctx), page, pages },
    head: {
      title: `${t('content.blog')}${page > 1 ? ` (${page})` : ''} – ${t('shop.name')}`,
      description: t('content.blogDescription'),
      ...pageLinks(origin, market.code, page > 1 ? `/blog?page=${page}` : '/blog'),
    },
  };
};

export const faqLoader: Loader<'faq'> = async (ctx) => {
  const { db, market, t, origin } = ctx;
  const rows = await faqQuery(db, market.language);
  if (rows.length === 0) throw notFound();
  const entries = rows.map((row) => ({ question: row.question, answer: parseMarkdown(fillTokens(row.answer, tokens(ctx))) }));
  const breadcrumbs = [
    { name: t('header.home'), href: '/' },
    { name: t('content.faq'), href: '/pages/faq' },
  ];
  return {
    data: { entries, breadcrumbs },
    head: {
      title: `${t('content.faq')} – ${t('shop.name')}`,
      description: t('content.faqDescription'),
      ...pageLinks(origin, market.code, '/pages/faq'),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: rows.map((row) => ({
            '@type': 'Question',
            name: row.question,
            acceptedAnswer: { '@type': 'Answer', text: fillPlain(row.answer, tokens(ctx)).replace(/\[([^\]]+)\]\([^)]*\)/g, '$1') },
          })),
        },
        breadcrumbJsonLd(breadcrumbs, origin(market.code)),
      ],
    },
  };
};
