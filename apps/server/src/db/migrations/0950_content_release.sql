-- Videos and notes carry a description; notes can be drafts; both can be released at a later time.
ALTER TABLE "video_contents" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_contents" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "file_contents" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "file_contents" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "file_contents" ADD COLUMN "release_at" timestamp with time zone;
