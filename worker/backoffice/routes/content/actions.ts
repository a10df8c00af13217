import { Hono } from 'hono';
import ContentPage from '../../../../client/backoffice/pages/content/page';
import type { ShopEnv } from '../../../env';
import { readForm } from '../../../form-body';
import { done, refusal } from '../../answers';
import { pageContext, renderBackOffice } from '../../render';
import { contentListData } from './loader';

/** The FAQ's questions: added in English, moved and removed in every language at once (the API's rule). */
export const contentActions = new Hono<ShopEnv>();

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10_000) : '');

contentActions.post('/content/faq/add', async (c) => {
  const form = (await readForm(c)) ?? {};
  const typed = { question: text(form.question), answer: text(form.answer) };
  const answer = await c.get('api')('POST', '/content/faq', typed);
  if (answer.ok) return done(c, '/content', 'content.faq.added');
  const problems = (answer.data as { problems?: unknown }).problems;
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
          problems: Array.isArray(problems) ? problems.filter((p): p is string => typeof p === 'string') : [],
          ...typed,
        },
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
