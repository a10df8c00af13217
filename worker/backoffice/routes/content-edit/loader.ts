import type { Context } from 'hono';
import type { TranslationStatus } from '../../../../client/backoffice/pages/content/page';
import type { ContentEditData } from '../../../../client/backoffice/pages/content-edit/page';
import type { ShopEnv } from '../../../env';
import { expectOk } from '../../answers';

interface Text {
  title?: string;
  summary?: string;
  body?: string;
  question?: string;
  answer?: string;
  revision: number;
}

interface Answer {
  status: TranslationStatus;
  source: Text | null;
  text: Text | null;
}

/** A FAQ question's fields in the form's shape: the question as the title, the answer as the body. */
const fieldsOf = (text: Text | null) => ({
  title: text?.title ?? text?.question ?? '',
  summary: text?.summary ?? '',
  body: text?.body ?? text?.answer ?? '',
});

export const apiPath = (kind: string, slug: string, language: string) =>
  kind === 'faq'
    ? `/content/faq/${encodeURIComponent(slug)}/${encodeURIComponent(language)}`
    : `/content/documents/${encodeURIComponent(kind)}/${encodeURIComponent(slug)}/${encodeURIComponent(language)}`;

/** The editor's data as saved; an action puts what was typed over `fields`. */
export async function contentEditData(c: Context<ShopEnv>): Promise<ContentEditData> {
  const { kind = '', slug = '', language = '' } = c.req.param();
  const answer = expectOk(await c.get('api')<Answer>('GET', apiPath(kind, slug, language)));
  return {
    kind,
    slug,
    language,
    status: answer.status,
    source: answer.source ? { ...fieldsOf(answer.source), revision: answer.source.revision } : null,
    fields: fieldsOf(answer.text),
    sourceRevision: answer.source?.revision ?? null,
  };
}

export async function contentEditLoader(c: Context<ShopEnv>) {
  const data = await contentEditData(c);
  return { title: c.get('t')('content.edit.title', { name: data.slug, language: data.language }), data };
}
