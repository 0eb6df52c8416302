-- Exams: question bank, exams, questions of an exam, assignments to groups, attempts with their results,
-- answers, segmented subject selections.
CREATE TABLE "exam_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"answer" jsonb NOT NULL,
	"extra" jsonb NOT NULL,
	"client_ts" bigint NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"version" integer NOT NULL,
	"examiner_marks" numeric(8, 2),
	"notes" text DEFAULT '' NOT NULL,
	"marked_by" uuid,
	"marked_at" timestamp with time zone,
	CONSTRAINT "exam_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"duration" integer NOT NULL,
	"multiple_times_submission" boolean DEFAULT true NOT NULL,
	"gpa_hsc" numeric(6, 2),
	"gpa_ssc" numeric(6, 2),
	"cut_marks" numeric(8, 2),
	"results_published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"seed" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"auto_submitted" boolean DEFAULT false NOT NULL,
	"scored_at" timestamp with time zone,
	"marks_obtained" numeric(10, 2),
	"total_marks" numeric(10, 2),
	"negative_marks" numeric(10, 2),
	"without_gpa" numeric(10, 2),
	"gpa_marks" numeric(10, 2),
	"cut_marks" numeric(10, 2),
	"passed" boolean,
	"correct" integer,
	"incorrect" integer,
	"skipped" integer,
	"pending" integer,
	"rank" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"exam_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"point" numeric(8, 2) NOT NULL,
	CONSTRAINT "exam_questions_exam_id_question_id_pk" PRIMARY KEY("exam_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_subject_selections" (
	"exam_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"mandatory" uuid[] NOT NULL,
	"compulsory_optional" uuid[] NOT NULL,
	"optional" uuid[] NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_subject_selections_exam_id_student_id_pk" PRIMARY KEY("exam_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"instruction" text DEFAULT '' NOT NULL,
	"subject_id" uuid,
	"is_practice" boolean DEFAULT false NOT NULL,
	"is_segmented" boolean DEFAULT false NOT NULL,
	"segmented_details" jsonb,
	"negative_mark_per_question" numeric(6, 4) DEFAULT 0 NOT NULL,
	"pass_mark" numeric(5, 2) DEFAULT 0 NOT NULL,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_options" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"answer" text[] DEFAULT '{}'::text[] NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"explanation_ext" text DEFAULT '' NOT NULL,
	"image" text[] DEFAULT '{}'::text[] NOT NULL,
	"file" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject_id" uuid,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"point" numeric(8, 2) DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "exam_attempts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_assignments" ADD CONSTRAINT "exam_assignments_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_assignments" ADD CONSTRAINT "exam_assignments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_subject_selections" ADD CONSTRAINT "exam_subject_selections_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_subject_selections" ADD CONSTRAINT "exam_subject_selections_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "staff"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "staff"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "exam_assignments_exam_group_key" ON "exam_assignments" USING btree ("exam_id","group_id");
--> statement-breakpoint
CREATE INDEX "exam_assignments_group_idx" ON "exam_assignments" USING btree ("group_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_exam_student_key" ON "exam_attempts" USING btree ("exam_id","student_id");
--> statement-breakpoint
CREATE INDEX "exam_attempts_student_idx" ON "exam_attempts" USING btree ("student_id","submitted_at");
--> statement-breakpoint
CREATE INDEX "exam_attempts_group_idx" ON "exam_attempts" USING btree ("exam_id","group_id");
--> statement-breakpoint
CREATE INDEX "exam_attempts_due_idx" ON "exam_attempts" USING btree ("deadline_at") WHERE "exam_attempts"."submitted_at" is null;
--> statement-breakpoint
CREATE INDEX "exam_attempts_published_idx" ON "exam_attempts" USING btree ("exam_id") WHERE "exam_attempts"."published_at" is not null;
--> statement-breakpoint
CREATE INDEX "exam_questions_question_idx" ON "exam_questions" USING btree ("question_id");
--> statement-breakpoint
CREATE INDEX "questions_subject_idx" ON "questions" USING btree ("subject_id");
--> statement-breakpoint
CREATE INDEX "questions_created_idx" ON "questions" USING btree ("created_at");
