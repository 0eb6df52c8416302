-- Where a read's sheets came from: scans read here, or a CSV of marks read by another tool (its sheets go
-- through the same review).
ALTER TABLE "omr_scans" ADD COLUMN "source" text DEFAULT 'scan' NOT NULL;--> statement-breakpoint
ALTER TABLE "omr_scans" ADD CONSTRAINT "omr_scans_source_check" CHECK ("source" IN ('scan', 'csv'));
