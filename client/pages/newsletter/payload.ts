/**
 * A sign-up's outcome: subscribed (with the code), asked to confirm the address (double opt-in),
 * already subscribed, failed, or a confirmation link that is unknown or used.
 */
export type NewsletterResult =
  | { status: 'subscribed'; code: string }
  | { status: 'confirm' }
  | { status: 'already' }
  | { status: 'failed' }
  | { status: 'link-invalid' };

export interface NewsletterData {
  result: NewsletterResult | null;
}
