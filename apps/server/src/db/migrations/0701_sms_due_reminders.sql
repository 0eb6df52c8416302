-- Dues reminders: their settings beside the result templates, and their messages in the same log, keyed
-- once per due, reminder kind and recipient (a message is about an exam's result or about a due).
ALTER TABLE "sms_settings" ADD COLUMN "reminders" jsonb;--> statement-breakpoint
ALTER TABLE "sms_messages" ALTER COLUMN "exam_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "due_id" uuid;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_due_id_fee_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "fee_dues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_subject_check" CHECK (("exam_id" IS NULL) <> ("due_id" IS NULL));--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_due_once_key" ON "sms_messages" USING btree ("kind","due_id","recipient") WHERE "due_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sms_messages_due_created_idx" ON "sms_messages" USING btree ("created_at") WHERE "due_id" IS NOT NULL;
