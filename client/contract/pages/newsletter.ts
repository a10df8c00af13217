/**
 * What a sign-up or a confirmation came to: the address is asked to look in its inbox (whether
 * it was new or known, the answer is the same), it failed, the confirmation gave the code, or the
 * confirmation link is unknown or used.
 */
export type NewsletterResult =
  | { status: 'check-inbox' }
  | { status: 'failed' }
  | { status: 'subscribed'; code: string }
  | { status: 'link-invalid' };

export interface NewsletterData {
  /** The result to show (once), or null. */
  result: NewsletterResult | null;
  /** On the page of a confirmation link still waiting: its secret, which the confirm button posts. */
  confirmToken: string | null;
}
