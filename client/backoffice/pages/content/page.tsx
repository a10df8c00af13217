import type { PageProps } from '../../page-context';

export type TranslationStatus = 'missing' | 'current' | 'outdated';

export interface ContentListData {
  languages: string[];
  documents: { kind: string; slug: string; title: string; languages: Record<string, TranslationStatus> }[];
  faq: { position: number; question: string; languages: Record<string, TranslationStatus> }[];
  /** The new-document form's refusal, with what was typed. */
  createError?: { text: string; problems: string[]; kind: string; slug: string; title: string; summary: string; body: string };
  /** The add-question form's refusal, with what was typed. */
  addError?: { text: string; problems: string[]; question: string; answer: string };
}

/** Each document and FAQ question with its status in every language, each a link to its editor. */
export default function ContentPage({ ctx, data }: PageProps<ContentListData>) {
  const { t } = ctx;
  const created = data.createError;
  // The table's headers name the document and the language of each cell.
  const cell = (href: string, status: TranslationStatus | undefined) =>
    status ? (
      <a href={href} className={`status-${status}`}>
        {t(`content.status.${status}`)}
      </a>
    ) : (
      <span className="muted">
        –<span className="visually-hidden">{t('content.status.none')}</span>
      </span>
    );
  return (
    <section>
      <h1>{t('content.title')}</h1>
      <p className="muted">{t('content.intro')}</p>
      <div className="table-scroll">
        <table>
          <caption>{t('content.documents.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('content.documents.document')}</th>
              {data.languages.map((language) => (
                <th scope="col" key={language}>
                  {language}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.documents.map((doc) => (
              <tr key={`${doc.kind}/${doc.slug}`}>
                <th scope="row">
                  {doc.title}
                  <br />
                  <span className="muted">
                    {t(`content.kind.${doc.kind}`)} · {doc.slug}
                  </span>
                </th>
                {data.languages.map((language) => (
                  <td key={language}>{cell(`/content/${doc.kind}/${doc.slug}/${language}`, doc.languages[language])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="table-scroll">
        <table>
          <caption>{t('content.faq.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('content.faq.question')}</th>
              {data.languages.map((language) => (
                <th scope="col" key={language}>
                  {language}
                </th>
              ))}
              <th scope="col">{t('content.faq.order')}</th>
            </tr>
          </thead>
          <tbody>
            {data.faq.map((entry, i) => (
              <tr key={entry.position}>
                <th scope="row">{`${entry.position}. ${entry.question}`}</th>
                {data.languages.map((language) => (
                  <td key={language}>{cell(`/content/faq/${entry.position}/${language}`, entry.languages[language])}</td>
                ))}
                <td>
                  <form method="post" action={`/content/faq/${entry.position}/move`} className="inline-form">
                    {i > 0 ? (
                      <button type="submit" name="direction" value="up" className="secondary">
                        {t('content.faq.up')}
                        <span className="visually-hidden"> {entry.position}</span>
                      </button>
                    ) : null}
                    {i < data.faq.length - 1 ? (
                      <button type="submit" name="direction" value="down" className="secondary">
                        {t('content.faq.down')}
                        <span className="visually-hidden"> {entry.position}</span>
                      </button>
                    ) : null}
                  </form>
                  <form method="post" action={`/content/faq/${entry.position}/remove`} className="inline-form">
                    <button type="submit" className="danger">
                      {t('content.faq.remove')}
                      <span className="visually-hidden"> {entry.position}</span>
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form method="post" action="/content/faq/add">
        <fieldset>
          <legend>{t('content.faq.add')}</legend>
          {data.addError ? (
            <div className="bo-error" role="alert">
              <p>{data.addError.text}</p>
              <ul>
                {data.addError.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <label htmlFor="faq-question">{t('content.faq.questionLabel')}</label>
          <input id="faq-question" name="question" required maxLength={300} defaultValue={data.addError?.question} />
          <label htmlFor="faq-answer">{t('content.faq.answerLabel')}</label>
          <textarea id="faq-answer" name="answer" required rows={4} defaultValue={data.addError?.answer} />
          <p>
            <button type="submit">{t('content.faq.addButton')}</button>
          </p>
        </fieldset>
      </form>
      <form method="post" action="/content/documents/new">
        <fieldset>
          <legend>{t('content.create.title')}</legend>
          {created ? (
            <div className="bo-error" role="alert">
              <p>{created.text}</p>
              <ul>
                {created.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <label htmlFor="new-kind">{t('content.create.kind')}</label>
          <select id="new-kind" name="kind" defaultValue={created?.kind ?? 'blog'}>
            {['blog', 'article', 'page'].map((kind) => (
              <option key={kind} value={kind}>
                {t(`content.kind.${kind}`)}
              </option>
            ))}
          </select>
          <label htmlFor="new-slug">{t('content.create.slug')}</label>
          <input id="new-slug" name="slug" required maxLength={80} defaultValue={created?.slug} aria-describedby="new-slug-hint" />
          <p id="new-slug-hint" className="muted">
            {t('content.create.slugHint')}
          </p>
          <label htmlFor="new-title">{t('content.field.title')}</label>
          <input id="new-title" name="title" required maxLength={200} defaultValue={created?.title} />
          <label htmlFor="new-summary">{t('content.field.summary')}</label>
          <textarea id="new-summary" name="summary" required rows={2} defaultValue={created?.summary} />
          <label htmlFor="new-body">{t('content.field.body')}</label>
          <textarea id="new-body" name="body" required rows={8} defaultValue={created?.body} />
          <p>
            <button type="submit">{t('content.create.button')}</button>
          </p>
        </fieldset>
      </form>
    </section>
  );
}
