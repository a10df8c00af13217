import { Breadcrumbs } from '../../components/breadcrumbs';
import { Blocks } from '../../components/content/blocks';
import type { FaqData } from '../../contract/pages/faq';
import { useMarket } from '../../state';

/** Questions as expandable sections: they work without JavaScript and by keyboard. */
export default function FaqPage({ data }: { data: FaqData }) {
  const { t } = useMarket();
  return (
    <>
      <Breadcrumbs items={data.breadcrumbs} />
      <h1>{t('content.faq')}</h1>
      <div className="faq">
        {data.entries.map((entry, i) => (
          <details key={i}>
            <summary>{entry.question}</summary>
            <Blocks blocks={entry.answer} />
          </details>
        ))}
      </div>
    </>
  );
}
