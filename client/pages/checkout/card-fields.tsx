import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useMarket } from '../../state';
import type { PaymentFields } from './payload';

/** A token for the card typed in the provider's fields, or why there is none. */
export type CardToken = { token: string } | { error: 'invalid' | 'unavailable' };

export interface CardFieldsHandle {
  tokenize(): Promise<CardToken>;
}

/** Long enough for a slow provider, short enough that a dead frame does not hang Pay now. */
const TOKEN_TIMEOUT_MS = 20_000;

function tokenizeIn(frame: HTMLIFrameElement): Promise<CardToken> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve({ error: 'unavailable' }), TOKEN_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<CardToken>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    frame.contentWindow?.postMessage({ type: 'test-payments:tokenize' }, window.location.origin, [channel.port2]);
  });
}

/**
 * The provider's card fields, in the provider's own frame: the card goes from there to the
 * provider, and the checkout only ever holds the token. They need JavaScript; the server's HTML
 * says instead that the card is entered on the provider's page after Pay now (the form then
 * posts without a token and the worker sends the shopper there).
 */
export function CardFields({ payment, ref }: { payment: PaymentFields; ref: Ref<CardFieldsHandle> }) {
  const { t } = useMarket();
  const frame = useRef<HTMLIFrameElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);

  useEffect(() => {
    // The fields report their height, so errors below a field never scroll inside the frame.
    const resize = (event: MessageEvent<{ type?: string; height?: number }>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data?.type === 'test-payments:height' && typeof event.data.height === 'number' && frame.current)
        frame.current.style.height = `${Math.ceil(event.data.height)}px`;
    };
    window.addEventListener('message', resize);
    return () => window.removeEventListener('message', resize);
  }, []);

  useImperativeHandle(ref, () => ({
    tokenize: () => (frame.current ? tokenizeIn(frame.current) : Promise.resolve({ error: 'unavailable' as const })),
  }));

  if (!shown) return <p className="hint">{t('checkout.cardOnNextPage')}</p>;
  return <iframe ref={frame} src={payment.frameUrl} title={t('checkout.payment')} className="card-frame" />;
}
