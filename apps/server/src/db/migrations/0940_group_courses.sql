-- A group may grant several courses whole (group_courses), instead of the one course of groups.course_id;
-- Q&A can be switched off for a subject of a course whose forum is on.
CREATE TABLE "group_courses" (
	"group_id" uuid NOT NULL REFERENCES "groups"("id") ON DELETE cascade,
	"course_id" uuid NOT NULL REFERENCES "courses"("id") ON DELETE cascade,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "group_courses_group_id_course_id_pk" PRIMARY KEY("group_id","course_id")
);--> statement-breakpoint
CREATE INDEX "group_courses_course_idx" ON "group_courses" ("course_id");--> statement-breakpoint
INSERT INTO "group_courses" ("group_id", "course_id", "created_at")
	SELECT g."id", g."course_id", g."created_at" FROM "groups" g
	WHERE g."course_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "courses" c WHERE c."id" = g."course_id");--> statement-breakpoint
ALTER TABLE "groups" DROP COLUMN "course_id";--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "qa" boolean NOT NULL DEFAULT true;
