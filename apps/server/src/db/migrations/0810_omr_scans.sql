-- Reading scans of OMR sheets: one row per read of an exam's uploaded files (unique per exam and content
-- hash, so the same files are read once), one row per page read (unique per scan and page, so a read
-- run twice or resumed after a crash stores each page once). The review columns start empty.
CREATE TABLE "omr_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL,
	"keys" text[] NOT NULL,
	"content_hash" text NOT NULL,
	"sets" text[] NOT NULL,
	"layout_id" text NOT NULL,
	"state" text NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"pages_total" integer,
	"error" text,
	"claim_token" uuid,
	"claimed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "omr_scans_state_check" CHECK ("state" IN ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "omr_scans" ADD CONSTRAINT "omr_scans_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "omr_scans" ADD CONSTRAINT "omr_scans_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "omr_scans_once_key" ON "omr_scans" USING btree ("exam_id","content_hash");--> statement-breakpoint
CREATE INDEX "omr_scans_exam_idx" ON "omr_scans" USING btree ("exam_id","created_at");--> statement-breakpoint
CREATE TABLE "omr_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scan_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"file_index" integer NOT NULL,
	"page_in_file" integer NOT NULL,
	"roll" text,
	"student_id" uuid,
	"set_code" text,
	"answers" jsonb NOT NULL,
	"confidence" real NOT NULL,
	"problems" jsonb NOT NULL,
	"crops" jsonb NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"attempt_id" uuid
);
--> statement-breakpoint
ALTER TABLE "omr_sheets" ADD CONSTRAINT "omr_sheets_scan_id_omr_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "omr_scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "omr_sheets" ADD CONSTRAINT "omr_sheets_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "omr_sheets" ADD CONSTRAINT "omr_sheets_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "omr_sheets" ADD CONSTRAINT "omr_sheets_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "omr_sheets_page_key" ON "omr_sheets" USING btree ("scan_id","page");--> statement-breakpoint
CREATE INDEX "omr_sheets_exam_student_idx" ON "omr_sheets" USING btree ("exam_id","student_id");
