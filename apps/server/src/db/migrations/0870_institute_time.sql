-- The institute's time zone and 12/24-hour clock (null: Bangladesh time on a 12-hour clock).
ALTER TABLE "institute" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "institute" ADD COLUMN "clock" text;
