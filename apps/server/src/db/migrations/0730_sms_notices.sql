-- Notices by SMS: a message of the log may be about a staff notice, keyed once per notice, student and
-- recipient (a message is about an exam's result, a due, or a notice: exactly one of them).
ALTER TABLE "sms_messages" ADD COLUMN "notice_id" uuid;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_notice_id_notifications_id_fk" FOREIGN KEY ("notice_id") REFERENCES "notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" DROP CONSTRAINT "sms_messages_subject_check";--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_subject_check" CHECK ((("exam_id" IS NOT NULL)::int + ("due_id" IS NOT NULL)::int + ("notice_id" IS NOT NULL)::int) = 1);--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_notice_once_key" ON "sms_messages" USING btree ("kind","notice_id","student_id","recipient") WHERE "notice_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sms_messages_notice_idx" ON "sms_messages" USING btree ("notice_id","status") WHERE "notice_id" IS NOT NULL;
