-- Online payments: one order per attempt to pay a due through a gateway (bKash, SSLCommerz), the
-- history of each order's status changes, the dues and settlements of the demo ports until the fees
-- ledger takes them over, and the payment simulator's own state (kept in the database so every node sees it).
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice" text NOT NULL,
	"student_id" uuid NOT NULL,
	"course_id" uuid,
	"due_ref" text NOT NULL,
	"amount_paisa" bigint NOT NULL,
	"currency" text DEFAULT 'BDT' NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_ref" text,
	"gateway_trx_id" text,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_orders_amount_check" CHECK ("amount_paisa" > 0),
	CONSTRAINT "payment_orders_provider_check" CHECK ("provider" IN ('bkash', 'sslcommerz')),
	CONSTRAINT "payment_orders_status_check" CHECK ("status" IN ('pending', 'paid', 'failed', 'cancelled', 'held'))
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_invoice_idx" ON "payment_orders" USING btree ("invoice");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_gateway_ref_idx" ON "payment_orders" USING btree ("provider","gateway_ref");--> statement-breakpoint
CREATE INDEX "payment_orders_status_idx" ON "payment_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_student_idx" ON "payment_orders" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE TABLE "payment_order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"source" text NOT NULL,
	"before_status" text,
	"after_status" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_order_events" ADD CONSTRAINT "payment_order_events_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_order_events_order_idx" ON "payment_order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE TABLE "payment_demo_settlements" (
	"reference" text PRIMARY KEY NOT NULL,
	"student_id" uuid NOT NULL,
	"course_id" uuid,
	"due_ref" text NOT NULL,
	"amount_paisa" bigint NOT NULL,
	"method" text NOT NULL,
	"gateway_trx_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_demo_settlements_student_idx" ON "payment_demo_settlements" USING btree ("student_id");--> statement-breakpoint
CREATE TABLE "payment_demo_dues" (
	"due_ref" text PRIMARY KEY NOT NULL,
	"student_id" uuid NOT NULL,
	"course_id" uuid,
	"amount_paisa" bigint NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_demo_dues_student_idx" ON "payment_demo_dues" USING btree ("student_id");--> statement-breakpoint
CREATE TABLE "payment_simulator_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"invoice" text NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"urls" jsonb NOT NULL,
	"status" text NOT NULL,
	"simulate" text,
	"trx_id" text,
	"val_id" text,
	"paid_amount" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_simulator_payments_val_idx" ON "payment_simulator_payments" USING btree ("val_id");--> statement-breakpoint
CREATE INDEX "payment_simulator_payments_invoice_idx" ON "payment_simulator_payments" USING btree ("provider","invoice");--> statement-breakpoint
CREATE TABLE "payment_simulator_tokens" (
	"id_token" text PRIMARY KEY NOT NULL,
	"refresh_token" text NOT NULL,
	"granted_by" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_simulator_tokens_refresh_idx" ON "payment_simulator_tokens" USING btree ("refresh_token");
