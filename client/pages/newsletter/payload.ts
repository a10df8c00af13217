export interface NewsletterData {
  result: { status: 'subscribed'; code: string } | { status: 'already' } | { status: 'failed' } | null;
}
