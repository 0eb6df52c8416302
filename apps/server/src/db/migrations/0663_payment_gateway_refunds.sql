-- An order marked for refund is given back through the gateway's refund API: `refunded`, or
-- `refund_failed` with the gateway's answer. `refund_started_at` claims the call (one at a time);
-- `refund_ref` is the gateway's id of the refund.
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_status_check";--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_status_check" CHECK ("status" IN ('pending', 'paid', 'failed', 'cancelled', 'held', 'refund', 'refunded', 'refund_failed'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refund_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "payment_simulator_payments" ADD COLUMN "refunded_amount" text;--> statement-breakpoint
ALTER TABLE "payment_simulator_payments" ADD COLUMN "refund_trx_id" text;--> statement-breakpoint
ALTER TABLE "payment_simulator_payments" ADD COLUMN "refund_ref" text;
