-- A student staff have deactivated cannot sign in; null = active.
ALTER TABLE "students" ADD COLUMN "deactivated_at" timestamp with time zone;
