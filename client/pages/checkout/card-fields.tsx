import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { PaymentFields } from '../../contract/pages/checkout';
import { useMarket } from '../../state';
import type { CardToken, StripeFields } from './stripe-fields';

export interface CardFieldsHandle {
  tokenize(): Promise<CardToken>;
  /** The bank's extra step (3-D Secure) for a payment the server could not finish alone. */
  handleAction(clientSecret: string): Promise<boolean>;
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

const unavailable = (): Promise<CardToken> => Promise.resolve({ error: 'unavailable' });

/**
 * The provider's card fields, in the provider's own frames: the card goes from there to the
 * provider, and the checkout only ever holds the token. They need JavaScript; the server's HTML
 * says instead that the card is entered on the provider's page after Pay now (the form then
 * posts without a token and the worker sends the shopper there).
 */
export function CardFields(props: { payment: PaymentFields; amount: number; currency: string; ref: Ref<CardFieldsHandle> }) {
  const { t } = useMarket();
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  // The note names the button by its own message, so it always says what the button says.
  if (!shown) return <p className="hint">{t('checkout.cardOnNextPage', { button: t('checkout.payNow') })}</p>;
  return props.payment.provider === 'test' ? (
    <TestProviderFrame frameUrl={props.payment.frameUrl} title={t('checkout.payment')} handle={props.ref} />
  ) : (
    <StripeElement {...props.payment} amount={props.amount} currency={props.currency} handle={props.ref} />
  );
}

function TestProviderFrame({ frameUrl, title, handle }: { frameUrl: string; title: string; handle: Ref<CardFieldsHandle> }) {
  const frame = useRef<HTMLIFrameElement>(null);
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
  useImperativeHandle(handle, () => ({
    tokenize: () => (frame.current ? tokenizeIn(frame.current) : unavailable()),
    // The test provider never asks for a bank step.
    handleAction: () => Promise.resolve(false),
  }));
  return <iframe ref={frame} src={frameUrl} title={title} className="card-frame" />;
}

function StripeElement(props: { publishableKey: string; locale: string; amount: number; currency: string; handle: Ref<CardFieldsHandle> }) {
  const { publishableKey, locale, amount, currency } = props;
  const node = useRef<HTMLDivElement>(null);
  const fields = useRef<StripeFields | null>(null);
  // The element is mounted once per currency; the amount follows the summary without a remount.
  const firstAmount = useRef(amount);
  useEffect(() => {
    let mounted: StripeFields | null = null;
    let gone = false;
    import('./stripe-fields')
      .then(({ mountStripeFields }) =>
        node.current ? mountStripeFields(node.current, { publishableKey, locale, amount: firstAmount.current, currency }) : null,
      )
      .then((ready) => {
        if (gone) ready?.destroy();
        else mounted = fields.current = ready;
      })
      .catch((error: unknown) => console.warn('The payment fields did not load; Pay now uses the hosted page', error));
    return () => {
      gone = true;
      mounted?.destroy();
      fields.current = null;
    };
  }, [publishableKey, locale, currency]);
  useEffect(() => fields.current?.update(amount), [amount]);
  useImperativeHandle(props.handle, () => ({
    tokenize: () => fields.current?.tokenize() ?? unavailable(),
    handleAction: (clientSecret) => fields.current?.handleAction(clientSecret) ?? Promise.resolve(false),
  }));
  return <div ref={node} className="stripe-element" />;
}
