import { Hono } from 'hono';
import * as z from 'zod';
import {
  addFaqStatement,
  documentQuery,
  documentRevisionsQuery,
  faqAllQuery,
  faqEntryQuery,
  removeFaqStatements,
  saveDocumentStatement,
  saveFaqStatement,
  swapFaqStatements,
} from '../../../db/queries/content';
import { auditStatement, bumpCatalogStatement } from '../../../db/queries/operations';
import { LANGUAGES, MARKETS, marketsOfPage } from '../../../locales/markets';
import { clearCatalogCache } from '../../catalog-cache';
import { legalProblems, lineProblems, markdownProblems } from '../../content/validate';
import type { ShopEnv } from '../../env';
import { allow } from '../../middleware/operator-only';
import { invalid } from './input';

/**
 * /admin/api/content: pages, blog posts, articles and the FAQ per language. English is every
 * text's source (a legal page of one language only is its own); a translation keeps the English
 * revision it was written from, so one behind the source is "outdated". Every write bumps the
 * catalog version, which the shop's content pages are cached under, so shoppers see it at once.
 */
export const adminContent = new Hono<ShopEnv>();

export type TranslationStatus = 'missing' | 'current' | 'outdated';
const KINDS = ['blog', 'article', 'page'] as const;
const SOURCE = 'en';

export const LIMITS = { title: 200, summary: 400, body: 30_000, question: 300, answer: 5_000 } as const;

/** The languages a document is written in: a legal page only in those of the markets that have it. */
function languagesOf(slug: string): string[] {
  return LANGUAGES.filter((language) => marketsOfPage(slug).some((code) => MARKETS[code].language === language));
}

function statusOf(text: { sourceRevision: number } | undefined, source: { revision: number } | undefined): TranslationStatus {
  if (!text) return 'missing';
  return source && text.sourceRevision < source.revision ? 'outdated' : 'current';
}

const problem = (status: 400 | 404 | 409, error: string, problems: string[] = []) => Response.json({ error, problems }, { status });

adminContent.get('/', allow('catalog.read'), async (c) => {
  const db = c.get('db');
  const [documents, faq] = await db.batch([documentRevisionsQuery(db), faqAllQuery(db)]);
  const byDocument = new Map<string, typeof documents>();
  for (const row of documents) {
    const key = `${row.kind}/${row.slug}`;
    byDocument.set(key, [...(byDocument.get(key) ?? []), row]);
  }
  const positions = [...new Set(faq.map((row) => row.position))];
  return c.json({
    languages: LANGUAGES,
    documents: [...byDocument.values()].map((rows) => {
      const source = rows.find((row) => row.language === SOURCE);
      const own = languagesOf(rows[0].slug);
      return {
        kind: rows[0].kind,
        slug: rows[0].slug,
        title: (source ?? rows[0]).title,
        languages: Object.fromEntries(
          own.map((language) => [
            language,
            statusOf(
              rows.find((row) => row.language === language),
              language === SOURCE ? undefined : source,
            ),
          ]),
        ),
      };
    }),
    faq: positions.map((position) => {
      const rows = faq.filter((row) => row.position === position);
      const source = rows.find((row) => row.language === SOURCE);
      return {
        position,
        question: (source ?? rows[0]).question,
        languages: Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            statusOf(
              rows.find((row) => row.language === language),
              language === SOURCE ? undefined : source,
            ),
          ]),
        ),
      };
    }),
  });
});

const documentParams = z.object({
  kind: z.enum(KINDS),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by "-"')
    .max(80),
  language: z.enum(LANGUAGES),
});

function documentAddress(params: Record<string, string>) {
  const parsed = documentParams.safeParse(params);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

adminContent.get('/documents/:kind/:slug/:language', allow('catalog.read'), async (c) => {
  const { kind, slug, language } = documentAddress(c.req.param());
  const db = c.get('db');
  const [[text], [source]] = await db.batch([documentQuery(db, kind, slug, language), documentQuery(db, kind, slug, SOURCE)]);
  if (!text && !source) return problem(404, `No ${kind} ${slug}`);
  if (!languagesOf(slug).includes(language)) return problem(404, `The ${slug} page exists in ${languagesOf(slug).join(', ')} only`);
  const from = language === SOURCE ? undefined : source;
  return c.json({
    kind,
    slug,
    language,
    status: statusOf(text, from),
    source: from ? { language: SOURCE, title: from.title, summary: from.summary, body: from.body, revision: from.revision } : null,
    text: text
      ? { title: text.title, summary: text.summary, body: text.body, revision: text.revision, sourceRevision: text.sourceRevision }
      : null,
  });
});

const text = (field: keyof typeof LIMITS) => z.string().trim().min(1, 'required').max(LIMITS[field], `at most ${LIMITS[field]} characters`);

const documentText = z.object({
  title: text('title'),
  summary: text('summary'),
  body: text('body'),
  /** The source's revision the translator saw; without it, the source's revision now. */
  sourceRevision: z.coerce.number().int().min(1).optional(),
});

function documentTextProblems(slug: string, language: string, given: z.infer<typeof documentText>) {
  return [
    ...lineProblems(given.title, 'title'),
    ...lineProblems(given.summary, 'summary'),
    ...markdownProblems(given.body, 'body'),
    ...legalProblems(slug, given.body, language),
  ];
}

const today = (now: number) => new Date(now).toISOString().slice(0, 10);

adminContent.put('/documents/:kind/:slug/:language', allow('catalog.write'), async (c) => {
  const { kind, slug, language } = documentAddress(c.req.param());
  const parsed = documentText.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) throw invalid(parsed.error);
  const problems = documentTextProblems(slug, language, parsed.data);
  if (problems.length > 0) return problem(400, 'The text is not saved', problems);
  const db = c.get('db');
  const [[current], [source]] = await db.batch([documentQuery(db, kind, slug, language), documentQuery(db, kind, slug, SOURCE)]);
  if (!current && !source) return problem(404, `No ${kind} ${slug}: create it in English first`);
  if (!languagesOf(slug).includes(language)) return problem(404, `The ${slug} page exists in ${languagesOf(slug).join(', ')} only`);
  const from = language === SOURCE ? undefined : source;
  if (parsed.data.sourceRevision !== undefined && from && parsed.data.sourceRevision > from.revision)
    return problem(400, 'The text is not saved', [`sourceRevision: the English text has revision ${from.revision}`]);
  const now = Date.now();
  const [, saved] = await db.batch([
    bumpCatalogStatement(db, now),
    saveDocumentStatement(db, {
      kind,
      slug,
      language,
      title: parsed.data.title,
      summary: parsed.data.summary,
      body: parsed.data.body,
      today: today(now),
      publishedAt: (current ?? source)?.publishedAt ?? today(now),
      sourceRevision: from ? (parsed.data.sourceRevision ?? from.revision) : null,
    }).returning(),
    auditStatement(db, {
      actor: c.get('operator'),
      action: 'content.save',
      target: `content:${kind}/${slug}/${language}`,
      details: { title: parsed.data.title },
      at: now,
    }),
  ]);
  clearCatalogCache();
  const row = saved[0];
  return c.json({ kind, slug, language, revision: row.revision, sourceRevision: row.sourceRevision, status: statusOf(row, from) });
});

const newDocument = documentText.omit({ sourceRevision: true }).extend({ kind: z.enum(KINDS), slug: documentParams.shape.slug });

/** A new document, in English: the other languages are missing until written. */
adminContent.post('/documents', allow('catalog.write'), async (c) => {
  const parsed = newDocument.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) throw invalid(parsed.error);
  const { kind, slug } = parsed.data;
  const problems = documentTextProblems(slug, SOURCE, { ...parsed.data });
  if (problems.length > 0) return problem(400, 'The document is not created', problems);
  const db = c.get('db');
  const [existing] = await documentQuery(db, kind, slug, SOURCE);
  if (existing) return problem(409, `The ${kind} ${slug} exists already`);
  const now = Date.now();
  await db.batch([
    bumpCatalogStatement(db, now),
    saveDocumentStatement(db, { ...parsed.data, language: SOURCE, today: today(now), publishedAt: today(now), sourceRevision: null }),
    auditStatement(db, { actor: c.get('operator'), action: 'content.create', target: `content:${kind}/${slug}/${SOURCE}`, at: now }),
  ]);
  clearCatalogCache();
  return c.json({ kind, slug, language: SOURCE, revision: 1 }, 201);
});

const faqParams = z.object({ position: z.coerce.number().int().min(1).max(1000), language: z.enum(LANGUAGES) });
const faqText = z.object({ question: text('question'), answer: text('answer'), sourceRevision: z.coerce.number().int().min(1).optional() });

function faqProblems(given: { question: string; answer: string }) {
  return [...lineProblems(given.question, 'question'), ...markdownProblems(given.answer, 'answer')];
}

adminContent.get('/faq/:position/:language', allow('catalog.read'), async (c) => {
  const params = faqParams.safeParse(c.req.param());
  if (!params.success) throw invalid(params.error);
  const { position, language } = params.data;
  const db = c.get('db');
  const [[entry], [source]] = await db.batch([faqEntryQuery(db, language, position), faqEntryQuery(db, SOURCE, position)]);
  if (!entry && !source) return problem(404, `No FAQ question ${position}`);
  const from = language === SOURCE ? undefined : source;
  return c.json({
    kind: 'faq',
    position,
    language,
    status: statusOf(entry, from),
    source: from ? { language: SOURCE, question: from.question, answer: from.answer, revision: from.revision } : null,
    text: entry ? { question: entry.question, answer: entry.answer, revision: entry.revision, sourceRevision: entry.sourceRevision } : null,
  });
});

adminContent.put('/faq/:position/:language', allow('catalog.write'), async (c) => {
  const params = faqParams.safeParse(c.req.param());
  if (!params.success) throw invalid(params.error);
  const { position, language } = params.data;
  const parsed = faqText.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) throw invalid(parsed.error);
  const problems = faqProblems(parsed.data);
  if (problems.length > 0) return problem(400, 'The text is not saved', problems);
  const db = c.get('db');
  const [[entry], [source]] = await db.batch([faqEntryQuery(db, language, position), faqEntryQuery(db, SOURCE, position)]);
  if (!entry && !source) return problem(404, `No FAQ question ${position}: add it in English first`);
  const from = language === SOURCE ? undefined : source;
  const now = Date.now();
  const [, saved] = await db.batch([
    bumpCatalogStatement(db, now),
    saveFaqStatement(db, {
      language,
      position,
      question: parsed.data.question,
      answer: parsed.data.answer,
      sourceRevision: from ? Math.min(parsed.data.sourceRevision ?? from.revision, from.revision) : null,
    }).returning(),
    auditStatement(db, { actor: c.get('operator'), action: 'content.faq.save', target: `content:faq/${position}/${language}`, at: now }),
  ]);
  clearCatalogCache();
  const row = saved[0];
  return c.json({
    kind: 'faq',
    position,
    language,
    revision: row.revision,
    sourceRevision: row.sourceRevision,
    status: statusOf(row, from),
  });
});

adminContent.post('/faq', allow('catalog.write'), async (c) => {
  const parsed = faqText.omit({ sourceRevision: true }).safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) throw invalid(parsed.error);
  const problems = faqProblems(parsed.data);
  if (problems.length > 0) return problem(400, 'The question is not added', problems);
  const db = c.get('db');
  const now = Date.now();
  const [, added] = await db.batch([
    bumpCatalogStatement(db, now),
    addFaqStatement(db, parsed.data).returning(),
    auditStatement(db, { actor: c.get('operator'), action: 'content.faq.add', target: 'content:faq', details: parsed.data, at: now }),
  ]);
  clearCatalogCache();
  return c.json({ kind: 'faq', position: added[0].position, language: SOURCE }, 201);
});

const moveBody = z.object({ direction: z.enum(['up', 'down']) });

/** One place up or down, in every language: a position is one question in all of them. */
adminContent.post('/faq/:position/move', allow('catalog.write'), async (c) => {
  const params = faqParams.pick({ position: true }).safeParse(c.req.param());
  if (!params.success) throw invalid(params.error);
  const parsed = moveBody.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) throw invalid(parsed.error);
  const { position } = params.data;
  const other = parsed.data.direction === 'up' ? position - 1 : position + 1;
  const db = c.get('db');
  const [[here], [there]] = await db.batch([faqEntryQuery(db, SOURCE, position), faqEntryQuery(db, SOURCE, other)]);
  if (!here) return problem(404, `No FAQ question ${position}`);
  if (!there) return problem(400, `Question ${position} is already the ${parsed.data.direction === 'up' ? 'first' : 'last'}`);
  const now = Date.now();
  await db.batch([
    bumpCatalogStatement(db, now),
    ...swapFaqStatements(db, position, other),
    auditStatement(db, {
      actor: c.get('operator'),
      action: 'content.faq.move',
      target: 'content:faq',
      details: { from: position, to: other },
      at: now,
    }),
  ]);
  clearCatalogCache();
  return c.json({ position: other });
});

adminContent.delete('/faq/:position', allow('catalog.write'), async (c) => {
  const params = faqParams.pick({ position: true }).safeParse(c.req.param());
  if (!params.success) throw invalid(params.error);
  const { position } = params.data;
  const db = c.get('db');
  const [here] = await faqEntryQuery(db, SOURCE, position);
  if (!here) return problem(404, `No FAQ question ${position}`);
  const now = Date.now();
  await db.batch([
    bumpCatalogStatement(db, now),
    ...removeFaqStatements(db, position),
    auditStatement(db, {
      actor: c.get('operator'),
      action: 'content.faq.remove',
      target: 'content:faq',
      details: { position, question: here.question },
      at: now,
    }),
  ]);
  clearCatalogCache();
  return c.json({ removed: position });
});
