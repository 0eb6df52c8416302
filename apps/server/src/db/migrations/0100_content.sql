-- Content: courses, subjects, lectures/chapters/question-solve items, group grants, videos, notes,
-- ratings, completions, subject starts.
CREATE TABLE "content_completions" (
	"student_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_completions_student_id_content_id_pk" PRIMARY KEY("student_id","content_id")
);--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "content_ratings" (
	"video_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_ratings_video_id_student_id_pk" PRIMARY KEY("video_id","student_id")
);--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'course' NOT NULL,
	"qa" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "file_contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"title" text NOT NULL,
	"key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "group_items" (
	"group_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_items_group_id_item_id_pk" PRIMARY KEY("group_id","item_id")
);--> statement-breakpoint
CREATE TABLE "subject_starts" (
	"student_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subject_starts_student_id_subject_id_pk" PRIMARY KEY("student_id","subject_id")
);--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "video_contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"title" text NOT NULL,
	"key" text NOT NULL,
	"playlist" text DEFAULT 'master.m3u8' NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"is_vod" boolean DEFAULT true NOT NULL,
	"is_available" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_drm_enabled" boolean DEFAULT false NOT NULL,
	"drm_content_id" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"progress" integer DEFAULT 100 NOT NULL,
	"source_key" text DEFAULT '' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"rating_sum" numeric(12, 1) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "content_completions" ADD CONSTRAINT "content_completions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_completions" ADD CONSTRAINT "content_completions_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_completions" ADD CONSTRAINT "content_completions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_ratings" ADD CONSTRAINT "content_ratings_video_id_video_contents_id_fk" FOREIGN KEY ("video_id") REFERENCES "video_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_ratings" ADD CONSTRAINT "content_ratings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_contents" ADD CONSTRAINT "file_contents_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_items" ADD CONSTRAINT "group_items_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_items" ADD CONSTRAINT "group_items_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_starts" ADD CONSTRAINT "subject_starts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_starts" ADD CONSTRAINT "subject_starts_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_contents" ADD CONSTRAINT "video_contents_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_completions_course_idx" ON "content_completions" USING btree ("student_id","course_id");--> statement-breakpoint
CREATE INDEX "content_items_subject_idx" ON "content_items" USING btree ("subject_id","kind","position");--> statement-breakpoint
CREATE INDEX "file_contents_item_idx" ON "file_contents" USING btree ("item_id","position");--> statement-breakpoint
CREATE INDEX "group_items_item_idx" ON "group_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "subjects_course_idx" ON "subjects" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "video_contents_item_idx" ON "video_contents" USING btree ("item_id","position");--> statement-breakpoint
CREATE INDEX "video_contents_status_idx" ON "video_contents" USING btree ("status");
