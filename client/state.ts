import { MARKETS, type Market, type MarketCode } from '../locales/markets';
import type { Boot, PagePayload } from './contract/page-payload';
import type { Messages } from './contract/payloads';
import { createTranslator, type Translate } from './i18n';
import { formatMoney } from './money';
import { atom, createPageStore, useAtomValue, useSetAtom } from './store';

/** The market on screen: its facts, its bundle's translator and its money format. */
export interface MarketView {
  market: Market;
  t: Translate;
  money: (amount: number) => string;
}

function marketView(code: MarketCode, messages: Messages): MarketView {
  const market = MARKETS[code];
  return {
    market,
    t: createTranslator(market.locale, messages),
    money: (amount) => formatMoney(amount, market.currency, market.locale),
  };
}

/** The page on screen: replaced as a whole by each navigation. */
export const payloadAtom = atom<PagePayload | null>(null);
/**
 * The market on screen, made once per store (one translator per request, per tab) and again
 * when a navigation lands in another market. A primitive atom rather than one derived from the
 * bundle: the store's twin (store.ts) then holds this very object, not a copy of its own.
 */
export const marketAtom = atom<MarketView | null>(null);
export const buildIdAtom = atom('');
/** True while a navigation is fetching its payload or page code. */
export const navigatingAtom = atom(false);

/** Shows the page a navigation fetched; `messages` when it is in another market (its bundle). */
export const showPageAtom = atom(null, (_get, set, payload: PagePayload, messages?: Messages) => {
  if (messages) set(marketAtom, marketView(payload.market, messages));
  set(payloadAtom, payload);
});

/** Replaces the data of the page on screen, e.g. with the cart a form action returned. */
const pageDataAtom = atom(null, (get, set, data: PagePayload['data']) => {
  const current = get(payloadAtom);
  if (current) set(payloadAtom, { ...current, data } as PagePayload);
});

/** One store per request on the server and one per tab in the browser. */
export function createShopStore(boot: Boot) {
  const market = marketView(boot.payload.market, boot.messages);
  return createPageStore((set) => {
    set(payloadAtom, boot.payload);
    set(marketAtom, market);
    set(buildIdAtom, boot.buildId);
  });
}

export function usePayload(): PagePayload {
  const payload = useAtomValue(payloadAtom);
  if (!payload) throw new Error('No page payload in the store');
  return payload;
}

/** The market on screen with its translator and money formatter. */
export function useMarket(): MarketView {
  const market = useAtomValue(marketAtom);
  if (!market) throw new Error('No market in the store');
  return market;
}

export function useReplacePageData() {
  return useSetAtom(pageDataAtom);
}
