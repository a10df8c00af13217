import { href } from '../../contract/routes';
import { useMarket, usePayload } from '../../state';
import { Link } from '../link';
import { NewsletterForm } from '../newsletter-form';
import { SLOT, SlotText } from '../slot-text';
import { CountrySwitcher } from './country-switcher';

const INFO_PAGES = ['about', 'shipping', 'returns-and-exchanges', 'contact', 'privacy', 'terms'];

export function Footer({ minimal = false }: { minimal?: boolean }) {
  const { market, t } = useMarket();
  const { page } = usePayload();
  const help = (
    <SlotText text={t('footer.help', { email: SLOT })}>
      <a href={`mailto:${market.helpEmail}`}>{market.helpEmail}</a>
    </SlotText>
  );
  return (
    <footer className="site-footer">
      {!minimal && (
        <div className="footer-columns">
          <section aria-labelledby="footer-shop">
            <h2 id="footer-shop">{t('footer.shopHeading')}</h2>
            <p>{t('footer.about')}</p>
            <ul>
              <li>
                <Link href={href('collection', { id: 'all' })}>{t('header.allProducts')}</Link>
              </li>
              <li>
                <Link href="/blog">{t('content.blog')}</Link>
              </li>
              <li>
                <Link href={href('collections', {})}>{t('header.collections')}</Link>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-help">
            <h2 id="footer-help">{t('footer.helpHeading')}</h2>
            <p>{help}</p>
            <ul>
              {[...INFO_PAGES, ...market.legalPages].map((page) => (
                <li key={page}>
                  <Link href={`/pages/${page}`}>{t(`content.pages.${page}`)}</Link>
                </li>
              ))}
              <li>
                <Link href="/pages/faq">{t('content.faq')}</Link>
              </li>
            </ul>
          </section>
          {/* The home page has its own sign-up block just above: one is enough. */}
          {page !== 'home' && <NewsletterForm source="footer" />}
          <section aria-labelledby="footer-country">
            <h2 id="footer-country">{t('country.label')}</h2>
            <CountrySwitcher />
          </section>
        </div>
      )}
      {minimal && <p>{help}</p>}
      <p className="copyright">{t('footer.copyright', { year: new Date().getUTCFullYear() })}</p>
    </footer>
  );
}
