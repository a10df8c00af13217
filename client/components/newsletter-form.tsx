import { useState } from 'react';
import type { NewsletterData } from '../contract/pages/newsletter';
import { useToaster } from '../kit/toasts';
import { useMarket } from '../state';

type Result = NonNullable<NewsletterData['result']>;

/** The result of a sign-up, in the shopper's language. */
export function ResultMessage({ result }: { result: Result }) {
  const { t } = useMarket();
  if (result.status === 'subscribed') {
    return (
      <p className="newsletter-result">
        {t('newsletter.success')} <strong className="coupon">{result.code}</strong>
      </p>
    );
  }
  return <p className="newsletter-result">{t(RESULT_MESSAGES[result.status])}</p>;
}

const RESULT_MESSAGES = {
  'check-inbox': 'newsletter.checkInbox',
  failed: 'newsletter.failed',
  subscribed: 'newsletter.success',
  'link-invalid': 'newsletter.linkInvalid',
} as const satisfies Record<Result['status'], string>;
const TOAST_KINDS = { 'check-inbox': 'info', failed: 'error', subscribed: 'success', 'link-invalid': 'error' } as const;

/** Sign-up for news and the 20% coupon; a plain form, enhanced into an in-place request. */
export function NewsletterForm({ source }: { source: 'home' | 'footer' }) {
  const { t } = useMarket();
  const toaster = useToaster();
  const [result, setResult] = useState<Result | null>(null);
  const id = `newsletter-${source}`;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let answer: Result = { status: 'failed' };
    try {
      const res = await fetch('/newsletter', {
        method: 'POST',
        body: new FormData(event.currentTarget),
        headers: { accept: 'application/json' },
      });
      if (res.headers.get('content-type')?.includes('application/json')) answer = (await res.json()) as Result;
    } catch (error) {
      console.warn('Newsletter sign-up failed', error);
    }
    setResult(answer);
    toaster.show(TOAST_KINDS[answer.status], t(RESULT_MESSAGES[answer.status]));
  }

  return (
    <form method="post" action="/newsletter" className="newsletter" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('newsletter.title')}</h2>
      <p>{t('newsletter.text')}</p>
      <div className="newsletter-row">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t('newsletter.email')}
        </label>
        <input id={`${id}-email`} type="email" name="email" required autoComplete="email" placeholder={t('newsletter.email')} />
        <input type="hidden" name="source" value={source} />
        <button type="submit">{t('newsletter.submit')}</button>
      </div>
      <p className="hint">{t('newsletter.consent')}</p>
      <div role="status">{result && <ResultMessage result={result} />}</div>
    </form>
  );
}
