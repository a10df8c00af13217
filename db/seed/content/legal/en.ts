import type { DocumentText } from '../types';

/**
 * Legal pages in English: the right to cancel for the UK (the Consumer Contracts (Information,
 * Cancellation and Additional Charges) Regulations 2013, Schedule 3: Part A model cancellation
 * information and Part B model cancellation form), filled in for a sale of goods in one parcel
 * where the shop bears the cost of returns.
 */
export const legalEn: Record<string, DocumentText> = {
  withdrawal: {
    title: 'Right to Cancel',
    summary: 'Your statutory right to cancel within 14 days: how to cancel, what happens next, and the model cancellation form.',
    body: `In addition to your statutory right to cancel, set out below, you can return or exchange your shoes within 30 days of delivery for a full refund under our [returns and exchanges](/pages/returns-and-exchanges) promise. That promise is voluntary and does not affect your statutory rights.

## Right to cancel

You have the right to cancel this contract within 14 days without giving any reason.

The cancellation period will expire after 14 days from the day on which you acquire, or a third party, other than the carrier and indicated by you, acquires physical possession of the goods.

To exercise the right to cancel, you must inform us ({{company.name}}, {{company.address}}, telephone {{company.phone}}, e-mail {{email}}) of your decision to cancel this contract by a clear statement (e.g. a letter sent by post, fax or e-mail). You may use the attached model cancellation form, but it is not obligatory.

To meet the cancellation deadline, it is sufficient for you to send your communication concerning your exercise of the right to cancel before the cancellation period has expired.

## Effects of cancellation

If you cancel this contract, we will reimburse to you all payments received from you, including the costs of delivery (except for the supplementary costs arising if you chose a type of delivery other than the least expensive type of standard delivery offered by us).

We may make a deduction from the reimbursement for loss in value of any goods supplied, if the loss is the result of unnecessary handling by you.

We will make the reimbursement without undue delay, and not later than:

- (a) 14 days after the day we receive back from you any goods supplied, or
- (b) (if earlier) 14 days after the day you provide evidence that you have returned the goods, or
- (c) if there were no goods supplied, 14 days after the day on which we are informed about your decision to cancel this contract.

We will make the reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of the reimbursement.

We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest.

You shall send back the goods or hand them over to us at {{company.address}}, without undue delay and in any event not later than 14 days from the day on which you communicate your cancellation from this contract to us. The deadline is met if you send back the goods before the period of 14 days has expired.

We will bear the cost of returning the goods.

You are only liable for any diminished value of the goods resulting from the handling other than what is necessary to establish the nature, characteristics and functioning of the goods.

## Model cancellation form

(Complete and return this form only if you wish to withdraw from the contract)

- To {{company.name}}, {{company.address}}, e-mail {{email}}:
- I/We [\\*] hereby give notice that I/We [\\*] cancel my/our [\\*] contract of sale of the following goods [\\*]/for the supply of the following service [\\*],
- Ordered on [\\*]/received on [\\*],
- Name of consumer(s),
- Address of consumer(s),
- Signature of consumer(s) (only if this form is notified on paper),
- Date

[\\*] Delete as appropriate`,
  },
};
