-- An examiner's marks on an auto-marked answer in place of the key's, with the reason, who and when.
ALTER TABLE "exam_answers" ADD COLUMN "override_marks" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "exam_answers" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD COLUMN "override_by" uuid;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD COLUMN "override_at" timestamp with time zone;
