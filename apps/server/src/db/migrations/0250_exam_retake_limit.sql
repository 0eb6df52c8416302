-- How many times a student may retake a practice exam (null: without limit, 0: never). A retake removes
-- the previous attempt, so the retakes made are counted apart, one row per exam and student.
ALTER TABLE "exams" ADD COLUMN "retake_limit" integer;
--> statement-breakpoint
CREATE TABLE "exam_retakes" (
	"exam_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exam_retakes_pkey" PRIMARY KEY("exam_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "exam_retakes" ADD CONSTRAINT "exam_retakes_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_retakes" ADD CONSTRAINT "exam_retakes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE cascade ON UPDATE no action;
