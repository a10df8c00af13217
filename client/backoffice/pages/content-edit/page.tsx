import type { ContentBlock, Inline } from '../../../contract/payloads';
import type { PageProps } from '../../page-context';
import type { TranslationStatus } from '../content/page';

/** A document's fields, or a FAQ question's (question in `title`, answer in `body`). */
export interface ContentFields {
  title: string;
  summary: string;
  body: string;
}

export interface ContentEditData {
  /** 'blog' | 'article' | 'page' | 'faq' */
  kind: string;
  /** The document's slug, or the FAQ question's position. */
  slug: string;
  language: string;
  status: TranslationStatus;
  /** The English text beside the translation (null for English, and for a legal page of one language). */
  source: (ContentFields & { revision: number }) | null;
  /** What the form shows: the saved text, or what was typed when it was refused or previewed. */
  fields: ContentFields;
  /** The source's revision the form was opened at: saved with the text, so a later source change shows it outdated. */
  sourceRevision: number | null;
  /** The body rendered on the server (the Preview button). */
  preview?: ContentBlock[];
  error?: { text: string; problems: string[] };
}

function inline(nodes: Inline[]): (string | React.JSX.Element)[] {
  return nodes.map((node, i) => {
    if (node.t === 'text') return node.v;
    if (node.t === 'link')
      return (
        <a key={i} href={node.href} rel="noreferrer">
          {inline(node.c)}
        </a>
      );
    return node.t === 'strong' ? <strong key={i}>{inline(node.c)}</strong> : <em key={i}>{inline(node.c)}</em>;
  });
}

/** The preview as the shop renders it: React elements, so nothing typed becomes markup. */
function Preview({ blocks, sizeTable }: { blocks: ContentBlock[]; sizeTable: string }) {
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.t) {
          case 'h2':
            return <h3 key={i}>{inline(block.c)}</h3>;
          case 'h3':
            return <h4 key={i}>{inline(block.c)}</h4>;
          case 'p':
            return <p key={i}>{inline(block.c)}</p>;
          case 'ul':
          case 'ol': {
            const List = block.t;
            return (
              <List key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{inline(item)}</li>
                ))}
              </List>
            );
          }
          default:
            return (
              <p key={i} className="muted">
                {sizeTable}
              </p>
            );
        }
      })}
    </>
  );
}

/** Written as text: the translator would take them for its own parameters. */
const TOKENS = '{{email}}, {{threshold}}, {{shipping}}, {{company.name}}, {{company.address}}, {{company.phone}}, {{size-table}}';

/** One language's text of a document or FAQ question, its English source beside it. */
export default function ContentEditPage({ ctx, data }: PageProps<ContentEditData>) {
  const { t } = ctx;
  const faq = data.kind === 'faq';
  const name = faq ? t('content.edit.faqName', { position: data.slug }) : data.slug;
  const labels = faq
    ? { title: t('content.field.question'), body: t('content.field.answer') }
    : { title: t('content.field.title'), body: t('content.field.body') };
  return (
    <section>
      <p>
        <a href="/content">{t('content.edit.back')}</a>
      </p>
      <h1>{t('content.edit.title', { name, language: data.language })}</h1>
      <p>
        {t('content.edit.status')}: <strong className={`status-${data.status}`}>{t(`content.status.${data.status}`)}</strong>
      </p>
      <div className="side-by-side">
        {data.source ? (
          <section aria-labelledby="content-source">
            <h2 id="content-source">{t('content.edit.source')}</h2>
            <dl className="content-source">
              <dt>{labels.title}</dt>
              <dd>{data.source.title}</dd>
              {faq ? null : (
                <>
                  <dt>{t('content.field.summary')}</dt>
                  <dd>{data.source.summary}</dd>
                </>
              )}
              <dt>{labels.body}</dt>
              <dd>
                <pre>{data.source.body}</pre>
              </dd>
            </dl>
          </section>
        ) : null}
        <form method="post" action={`/content/${data.kind}/${encodeURIComponent(data.slug)}/${data.language}`}>
          <h2>{t('content.edit.text', { language: data.language })}</h2>
          {data.error ? (
            <div className="bo-error" role="alert" id="content-error">
              <p>{data.error.text}</p>
              <ul>
                {data.error.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {data.sourceRevision === null ? null : <input type="hidden" name="sourceRevision" value={data.sourceRevision} />}
          <label htmlFor="content-title">{labels.title}</label>
          <input id="content-title" name="title" required maxLength={faq ? 300 : 200} defaultValue={data.fields.title} />
          {faq ? null : (
            <>
              <label htmlFor="content-summary">{t('content.field.summary')}</label>
              <textarea id="content-summary" name="summary" required rows={2} maxLength={400} defaultValue={data.fields.summary} />
            </>
          )}
          <label htmlFor="content-body">{labels.body}</label>
          <textarea
            id="content-body"
            name="body"
            required
            rows={faq ? 6 : 20}
            defaultValue={data.fields.body}
            aria-describedby="content-markdown"
            aria-invalid={data.error ? true : undefined}
          />
          <p id="content-markdown" className="muted">
            {t('content.edit.markdown', { tokens: TOKENS })}
          </p>
          <p className="actions">
            <button type="submit" name="intent" value="save">
              {t('content.edit.save')}
            </button>{' '}
            <button type="submit" name="intent" value="preview" className="secondary">
              {t('content.edit.preview')}
            </button>
          </p>
        </form>
      </div>
      {data.preview ? (
        <section aria-labelledby="content-preview" className="content-preview">
          <h2 id="content-preview">{t('content.edit.previewTitle')}</h2>
          <p className="preview-title">{data.fields.title}</p>
          <Preview blocks={data.preview} sizeTable={t('content.edit.sizeTable')} />
        </section>
      ) : null}
    </section>
  );
}
