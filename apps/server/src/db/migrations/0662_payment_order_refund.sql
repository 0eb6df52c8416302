-- A held order the office decides to give back is marked `refund`.
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_status_check";--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_status_check" CHECK ("status" IN ('pending', 'paid', 'failed', 'cancelled', 'held', 'refund'));
