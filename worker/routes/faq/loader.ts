import { faqQuery } from '../../../db/queries/content';
import { textLanguages } from '../../../locales/text-variants';
import { fillPlain, fillTokens, parseMarkdown } from '../../content/markdown';
import { contentTokens } from '../../content/tokens';
import { notFound } from '../../errors';
import { pageLinks } from '../../links';
import { breadcrumbJsonLd } from '../../structured-data';
import type { Loader } from '../types';

export const faqLoader: Loader<'faq'> = async (ctx) => {
  const { db, market, t, origin } = ctx;
  const rows = await faqQuery(db, textLanguages(market));
  if (rows.length === 0) throw notFound();
  const entries = rows.map((row) => ({
    question: row.question,
    answer: parseMarkdown(fillTokens(row.answer, contentTokens(market, ctx.company, t))),
  }));
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
            acceptedAnswer: {
              '@type': 'Answer',
              text: fillPlain(row.answer, contentTokens(market, ctx.company, t)).replace(/\[([^\]]+)\]\([^)]*\)/g, '$1'),
            },
          })),
        },
        breadcrumbJsonLd(breadcrumbs, origin(market.code)),
      ],
    },
  };
};
