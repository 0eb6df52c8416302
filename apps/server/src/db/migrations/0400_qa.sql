-- Q&A forum: questions, replies, likes, upvotes, bookmarks, the search trigram index, mentors' subjects.
CREATE TABLE "qa_bookmarks" (
	"student_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "qa_bookmarks_student_id_question_id_pk" PRIMARY KEY("student_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "qa_comment_upvotes" (
	"comment_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "qa_comment_upvotes_comment_id_student_id_pk" PRIMARY KEY("comment_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "qa_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"parent_comment_id" uuid,
	"user_type" text NOT NULL,
	"student_id" uuid,
	"staff_id" uuid,
	"reply" text NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"upvotes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_mentor_subjects" (
	"staff_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	CONSTRAINT "qa_mentor_subjects_staff_id_subject_id_pk" PRIMARY KEY("staff_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "qa_question_grams" (
	"gram" text NOT NULL,
	"question_id" uuid NOT NULL,
	CONSTRAINT "qa_question_grams_gram_question_id_pk" PRIMARY KEY("gram","question_id")
);
--> statement-breakpoint
CREATE TABLE "qa_question_likes" (
	"question_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "qa_question_likes_question_id_student_id_pk" PRIMARY KEY("question_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "qa_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid,
	"course_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"chapter_id" uuid NOT NULL,
	"description" text NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"search_text" text NOT NULL,
	"answers_count" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"bookmarks_count" integer DEFAULT 0 NOT NULL,
	"upvotes_count" integer DEFAULT 0 NOT NULL,
	"teacher_replies_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qa_bookmarks" ADD CONSTRAINT "qa_bookmarks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_bookmarks" ADD CONSTRAINT "qa_bookmarks_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_comment_upvotes" ADD CONSTRAINT "qa_comment_upvotes_comment_id_qa_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "qa_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_comment_upvotes" ADD CONSTRAINT "qa_comment_upvotes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_comment_upvotes" ADD CONSTRAINT "qa_comment_upvotes_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_comments" ADD CONSTRAINT "qa_comments_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_comments" ADD CONSTRAINT "qa_comments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_comments" ADD CONSTRAINT "qa_comments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_mentor_subjects" ADD CONSTRAINT "qa_mentor_subjects_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_mentor_subjects" ADD CONSTRAINT "qa_mentor_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_question_grams" ADD CONSTRAINT "qa_question_grams_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_question_likes" ADD CONSTRAINT "qa_question_likes_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_question_likes" ADD CONSTRAINT "qa_question_likes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_chapter_id_content_items_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_bookmarks_question_idx" ON "qa_bookmarks" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "qa_comment_upvotes_student_idx" ON "qa_comment_upvotes" USING btree ("student_id","question_id");--> statement-breakpoint
CREATE INDEX "qa_comments_question_idx" ON "qa_comments" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "qa_mentor_subjects_subject_idx" ON "qa_mentor_subjects" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "qa_question_grams_question_idx" ON "qa_question_grams" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "qa_questions_course_idx" ON "qa_questions" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "qa_questions_subject_idx" ON "qa_questions" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE INDEX "qa_questions_student_idx" ON "qa_questions" USING btree ("student_id","created_at");