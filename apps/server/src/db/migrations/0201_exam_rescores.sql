-- Re-scoring after a key, question or schedule change runs as a background job, not inside the staff
-- request: the change records a request here (one row per exam, `generation` bumped by every request) and
-- a job on any node claims it with FOR UPDATE SKIP LOCKED plus a lease renewed after every chunk.
CREATE TABLE "exam_rescores" (
	"exam_id" uuid PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"claim_token" uuid,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "exam_rescores" ADD CONSTRAINT "exam_rescores_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "exam_rescores_requested_idx" ON "exam_rescores" USING btree ("requested_at");
