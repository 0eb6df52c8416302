-- Exam exceptions: another window, duration, extra minutes or retake limit for one student or one group.
CREATE TABLE "exam_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL REFERENCES "exams"("id") ON DELETE CASCADE,
	"student_id" uuid REFERENCES "students"("id") ON DELETE CASCADE,
	"group_id" uuid REFERENCES "groups"("id") ON DELETE CASCADE,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"duration" integer,
	"extra_minutes" integer,
	"retake_limit" integer,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_exceptions_one_target" CHECK (("student_id" IS NULL) <> ("group_id" IS NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "exam_exceptions_student_key" ON "exam_exceptions" USING btree ("exam_id","student_id") WHERE "student_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_exceptions_group_key" ON "exam_exceptions" USING btree ("exam_id","group_id") WHERE "group_id" IS NOT NULL;--> statement-breakpoint
-- Standing extra time: an accessibility need, added to every exam the student sits.
ALTER TABLE "students" ADD COLUMN "extra_time_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A submitted attempt staff reopened: when, by whom and why (kept after the resubmission).
ALTER TABLE "exam_attempts" ADD COLUMN "reopened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "reopened_by" uuid;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "reopen_reason" text;
