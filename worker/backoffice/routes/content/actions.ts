import { Hono } from 'hono';
import ContentPage from '../../../../client/backoffice/pages/content/page';
import type { ShopEnv } from '../../../env';
import { readForm } from '../../../form-body';
import { done, refusal } from '../../answers';
import { pageContext, renderBackOffice } from '../../render';
import { contentListData } from './loader';

/** The FAQ's questions: added in English, moved and removed in every language at once (the API's rule). */
export const contentActions = new Hono<ShopEnv>();

/** Cut beyond any limit the API has, so an over-long text still reaches it and is refused with its message. */
const text = (value: unknown, max = 10_000) => (typeof value === 'string' ? value.slice(0, max) : '');

const problemsOf = (data: unknown): string[] => {
  const problems = (data as { problems?: unknown } | null)?.problems;
  return Array.isArray(problems) ? problems.filter((p): p is string => typeof p === 'string') : [];
};

contentActions.post('/content/faq/add', async (c) => {
  const form = (await readForm(c)) ?? {};
  const typed = { question: text(form.question), answer: text(form.answer) };
  const answer = await c.get('api')('POST', '/content/faq', typed);
  if (answer.ok) return done(c, '/content', 'content.faq.added');
  return renderBackOffice(c, {
    title: c.get('t')('content.title'),
    status: answer.status,
    current: 'content',
    body: ContentPage({
      ctx: pageContext(c),
      data: {
        ...(await contentListData(c)),
        addError: {
          text: refusal(c, answer, 'content'),
          problems: problemsOf(answer.data),
          ...typed,
        },
      },
    }),
  });
});

/** A new document, written in English first; its page opens to go on with the text. */
contentActions.post('/content/documents/new', async (c) => {
  const form = (await readForm(c)) ?? {};
  const typed = {
    kind: text(form.kind),
    slug: text(form.slug).trim(),
    title: text(form.title),
    summary: text(form.summary),
    body: text(form.body, 40_000),
  };
  const answer = await c.get('api')('POST', '/content/documents', typed);
  if (answer.ok) return done(c, `/content/${encodeURIComponent(typed.kind)}/${encodeURIComponent(typed.slug)}/en`, 'content.create.done');
  return renderBackOffice(c, {
    title: c.get('t')('content.title'),
    status: answer.status,
    current: 'content',
    body: ContentPage({
      ctx: pageContext(c),
      data: {
        ...(await contentListData(c)),
        createError: { text: refusal(c, answer, 'content'), problems: problemsOf(answer.data), ...typed },
      },
    }),
  });
});

contentActions.post('/content/faq/:position/move', async (c) => {
  const form = (await readForm(c)) ?? {};
  const answer = await c.get('api')('POST', `/content/faq/${encodeURIComponent(c.req.param('position'))}/move`, {
    direction: text(form.direction),
  });
  if (answer.ok) return done(c, '/content', 'content.faq.moved');
  return c.text(refusal(c, answer, 'content'), answer.status as 400);
});

contentActions.post('/content/faq/:position/remove', async (c) => {
  // With a JSON body: the back office's CSRF check takes a bodiless DELETE for a form post without an origin.
  const answer = await c.get('api')('DELETE', `/content/faq/${encodeURIComponent(c.req.param('position'))}`, {});
  if (answer.ok) return done(c, '/content', 'content.faq.removed');
  return c.text(refusal(c, answer, 'content'), answer.status as 400);
});
