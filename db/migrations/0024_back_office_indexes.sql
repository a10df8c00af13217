CREATE INDEX `mail_outbox_recipient_idx` ON `mail_outbox` (`recipient`);--> statement-breakpoint
CREATE INDEX `mail_outbox_subscriber_idx` ON `mail_outbox` (`subscriber_id`);--> statement-breakpoint
CREATE INDEX `order_refunds_created_idx` ON `order_refunds` (`created_at`);--> statement-breakpoint
CREATE INDEX `payment_events_reference_idx` ON `payment_events` (`reference`);--> statement-breakpoint
CREATE INDEX `variants_stock_idx` ON `variants` (`stock`);