import { useMemo } from 'react';
import { MARKETS, type MarketCode } from '../locales/markets';
import { createTranslator } from './i18n';
import { formatMoney } from './money';
import type { Boot, Messages, PagePayload } from './payloads';
import { atom, createStore, useAtomValue, useStore } from './store';

/** The page on screen: replaced as a whole by each navigation. */
export const payloadAtom = atom<PagePayload | null>(null);
/** The bundle of the market on screen; replaced when a navigation lands in another market. */
export const messagesAtom = atom<Messages>({});
export const buildIdAtom = atom('');
/** True while a navigation is fetching its payload or page code. */
export const navigatingAtom = atom(false);

/** One store per request on the server and one per tab in the browser. */
export function createShopStore(boot: Boot) {
  return createStore((set) => {
    set(payloadAtom, boot.payload);
    set(messagesAtom, boot.messages);
    set(buildIdAtom, boot.buildId);
  });
}

export function usePayload(): PagePayload {
  const payload = useAtomValue(payloadAtom);
  if (!payload) throw new Error('No page payload in the store');
  return payload;
}

/** The market on screen with its translator and money formatter. */
export function useMarket() {
  const code: MarketCode = usePayload().market;
  const messages = useAtomValue(messagesAtom);
  return useMemo(() => {
    const market = MARKETS[code];
    return {
      market,
      t: createTranslator(market.locale, messages),
      money: (amount: number) => formatMoney(amount, market.currency, market.locale),
    };
  }, [code, messages]);
}

/** Replaces the data of the page on screen, e.g. with the cart a form action returned. */
export function useReplacePageData() {
  const store = useStore();
  return (data: PagePayload['data']) => {
    const current = store.get(payloadAtom);
    if (current) store.set(payloadAtom, { ...current, data } as PagePayload);
  };
}
