-- Merit positions beside the overall one, computed when results are published or change: the position
-- within the student's branch, the percentile (share of the exam's results at or below, in percent),
-- and per subject of the exam the marks scoring found and the position by them. Attempts scored before
-- this migration have no subject marks until they are scored again (a re-score fills them).
ALTER TABLE "exam_attempts" ADD COLUMN "branch_rank" integer;
--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "percentile" numeric(5, 2);
--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "subject_marks" jsonb;
--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "subject_ranks" jsonb;
