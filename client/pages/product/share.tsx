import { useEffect, useState } from 'react';
import { useMarket } from '../../state';

/**
 * The system share sheet where the browser has one; share links and copy-link otherwise. The
 * links are plain anchors, so they work without JavaScript too.
 */
export function Share({ url, title }: { url: string; title: string }) {
  const { t } = useMarket();
  const [canShare, setCanShare] = useState(false);
  const [copied, setCopied] = useState(false);
  // After hydration only: the server cannot know the browser's abilities.
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const links = [
    { name: t('product.shareEmail'), href: `mailto:?subject=${text}&body=${u}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}%20${u}` },
    { name: 'Pinterest', href: `https://www.pinterest.com/pin/create/button/?url=${u}&description=${text}` },
  ];
  return (
    <section aria-labelledby="share-title" className="share">
      <h2 id="share-title">{t('product.share')}</h2>
      {canShare && (
        <button type="button" className="button" onClick={() => navigator.share({ title, url }).catch(() => undefined)}>
          {t('product.share')}
        </button>
      )}
      <ul className="share-links">
        {links.map((link) => (
          <li key={link.name}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.name}
              <span className="visually-hidden"> ({t('product.opensNewWindow')})</span>
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="link-button"
            onClick={() =>
              navigator.clipboard
                .writeText(url)
                .then(() => setCopied(true))
                .catch(() => setCopied(false))
            }
          >
            {t('product.copyLink')}
          </button>
          <span role="status" className="copy-status">
            {copied ? t('product.linkCopied') : ''}
          </span>
        </li>
      </ul>
    </section>
  );
}
