-- A refund is made once per form: its key, unique per payment (refunds made before have none).
ALTER TABLE "fee_refunds" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_refunds_request_key_idx" ON "fee_refunds" USING btree ("payment_id","request_key");
