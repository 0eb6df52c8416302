-- When staff recalled a sent notice (taken off every student's list); null while it stands.
ALTER TABLE "notifications" ADD COLUMN "recalled_at" timestamp with time zone;
