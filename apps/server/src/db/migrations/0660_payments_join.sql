-- Online payments are recorded in the fees ledger now: the demo dues and settlements that stood in
-- for it go.
DROP TABLE IF EXISTS "payment_demo_settlements";--> statement-breakpoint
DROP TABLE IF EXISTS "payment_demo_dues";
