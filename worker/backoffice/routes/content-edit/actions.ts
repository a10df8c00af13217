import { type Context, Hono } from 'hono';
import ContentEditPage, { type ContentEditData } from '../../../../client/backoffice/pages/content-edit/page';
import { parseMarkdown } from '../../../content/markdown';
import { markdownProblems } from '../../../content/validate';
import type { ShopEnv } from '../../../env';
import { readForm } from '../../../form-body';
import { done, refusal } from '../../answers';
import { pageContext, renderBackOffice } from '../../render';
import { apiPath, contentEditData } from './loader';

export const contentEditActions = new Hono<ShopEnv>();

/** Longer than any field the API takes, so an over-long text reaches it and is refused with its message. */
const MAX_FIELD = 40_000;
const field = (form: Record<string, unknown>, key: string) =>
  typeof form[key] === 'string' ? (form[key] as string).slice(0, MAX_FIELD) : '';

function again(c: Context<ShopEnv>, status: number, data: ContentEditData) {
  return renderBackOffice(c, {
    title: c.get('t')('content.edit.title', { name: data.slug, language: data.language }),
    status,
    current: 'content',
    body: ContentEditPage({ ctx: pageContext(c), data }),
  });
}

/**
 * Save, or Preview: the body rendered by the shop's own parser below the form, nothing saved.
 * Either way a refused or previewed text comes back in the form as it was typed.
 */
contentEditActions.post('/content/:kind/:slug/:language', async (c) => {
  const form = (await readForm(c)) ?? {};
  const { kind, slug, language } = c.req.param();
  const typed = { title: field(form, 'title'), summary: field(form, 'summary'), body: field(form, 'body') };
  const sourceRevision = Number.parseInt(field(form, 'sourceRevision'), 10);
  const saved = await contentEditData(c);
  const t = c.get('t');
  if (form.intent === 'preview') {
    const problems = markdownProblems(typed.body, kind === 'faq' ? 'answer' : 'body');
    return again(c, 200, {
      ...saved,
      fields: typed,
      sourceRevision: Number.isNaN(sourceRevision) ? saved.sourceRevision : sourceRevision,
      preview: parseMarkdown(typed.body),
      error: problems.length > 0 ? { text: t('content.edit.previewProblems'), problems } : undefined,
    });
  }
  const body =
    kind === 'faq' ? { question: typed.title, answer: typed.body } : { title: typed.title, summary: typed.summary, body: typed.body };
  const answer = await c.get('api')(
    'PUT',
    apiPath(kind, slug, language),
    Number.isNaN(sourceRevision) ? body : { ...body, sourceRevision },
  );
  if (answer.ok) return done(c, `/content/${kind}/${encodeURIComponent(slug)}/${language}`, 'content.saved');
  const problems = (answer.data as { problems?: unknown }).problems;
  return again(c, answer.status, {
    ...saved,
    fields: typed,
    sourceRevision: Number.isNaN(sourceRevision) ? saved.sourceRevision : sourceRevision,
    error: {
      text: refusal(c, answer, 'content'),
      problems: Array.isArray(problems) ? problems.filter((p): p is string => typeof p === 'string') : [],
    },
  });
});
