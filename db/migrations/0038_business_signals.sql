-- Business signals per market and hour (docs/decisions/046-business-signals.md): payment
-- authorisations, captures and declines, e-mails and SMS delivered or failed, checkout errors,
-- each by reason. A count is added in the same batch as the change it counts (worker/signals/),
-- so a retried request or a webhook told twice counts once. The back office's dashboard and the
-- payment-declines alert read it; production graphs the same points in Analytics Engine.
CREATE TABLE `business_signals` (
	`hour` integer NOT NULL,
	`market` text NOT NULL,
	`signal` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`hour`, `market`, `signal`, `reason`)
);
