-- Result SMS: the institute's templates and price, numbers that asked not to be texted, and one row per
-- message (its delivery log), unique per exam, student and recipient so nothing is sent twice.
CREATE TABLE "sms_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"templates" jsonb NOT NULL,
	"part_limit" integer NOT NULL,
	"price_per_part_paisa" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_settings_language_check" CHECK ("language" IN ('bn', 'en')),
	CONSTRAINT "sms_settings_part_limit_check" CHECK ("part_limit" BETWEEN 1 AND 10),
	CONSTRAINT "sms_settings_price_check" CHECK ("price_per_part_paisa" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_opt_outs" ADD CONSTRAINT "sms_opt_outs_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"exam_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"parts" integer NOT NULL,
	"price_per_part_paisa" integer NOT NULL,
	"status" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"gateway" text,
	"gateway_id" text,
	"answer" text,
	"queued_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sms_messages_recipient_check" CHECK ("recipient" IN ('student', 'guardian')),
	CONSTRAINT "sms_messages_status_check" CHECK ("status" IN ('queued', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_queued_by_staff_id_fk" FOREIGN KEY ("queued_by") REFERENCES "staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_once_key" ON "sms_messages" USING btree ("kind","exam_id","student_id","recipient");--> statement-breakpoint
CREATE INDEX "sms_messages_exam_idx" ON "sms_messages" USING btree ("exam_id","status");--> statement-breakpoint
CREATE INDEX "sms_messages_queued_idx" ON "sms_messages" USING btree ("created_at") WHERE "status" = 'queued';
