-- The seller's details as the back office saved them (worker/seller/store.ts), one row a detail.
-- A detail without a row keeps its COMPANY_* setting, so a shop that saves nothing is as before.
CREATE TABLE `seller_details` (
	`field` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
-- The ways to pay a market offers, as the back office chose them: a JSON list of the ids of
-- locales/payment-methods.ts. A market without a row offers the defaults of locales/markets.ts.
CREATE TABLE `market_payment_methods` (
	`market` text PRIMARY KEY NOT NULL,
	`methods` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
-- 特定商取引法に基づく表記 named the representative as 運営統括責任者; the law asks for both, the
-- representative (代表者) of a company and the person responsible for the business, which is now
-- its own detail. Only the seed's line is rewritten: a text the shop edited keeps its wording.
UPDATE `content_documents`
SET `body` = replace(`body`, '- **運営統括責任者**：{{company.representative}}',
  '- **代表者**：{{company.representative}}' || char(10) || '- **運営統括責任者**：{{company.operationsManager}}')
WHERE `kind` = 'page' AND `slug` = 'commerce-disclosure' AND `language` = 'ja'
  AND instr(`body`, '- **運営統括責任者**：{{company.representative}}') > 0;
--> statement-breakpoint
-- Its 支払方法 listed the methods as text; {{paymentMethods}} names what jp offers now, as the
-- back office sets it, so the disclosure never promises a method the shop stopped taking.
UPDATE `content_documents`
SET `body` = replace(`body`, 'クレジットカード（Visa、Mastercard、JCB、American Express）、Apple Pay、Google Pay、コンビニ決済をご利用いただけます。',
  '{{paymentMethods}}をご利用いただけます。')
WHERE `kind` = 'page' AND `slug` = 'commerce-disclosure' AND `language` = 'ja';
