-- Fees: plans per course, each student's dues, discounts, payments with their receipt serials, how
-- payments met dues, refunds, the ledger, the receipt counters and the hold policy. Amounts in paisa.
CREATE TABLE "fee_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"course_id" uuid NOT NULL REFERENCES "courses"("id") ON DELETE cascade,
	"branch_id" uuid REFERENCES "branches"("id") ON DELETE cascade,
	"group_id" uuid REFERENCES "groups"("id") ON DELETE cascade,
	"admission_fee_paisa" bigint NOT NULL,
	"course_fee_paisa" bigint NOT NULL,
	"instalments" jsonb NOT NULL,
	"late_fee" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fee_plans_amounts_check" CHECK ("admission_fee_paisa" >= 0 AND "course_fee_paisa" >= 0)
);
--> statement-breakpoint
CREATE INDEX "fee_plans_course_idx" ON "fee_plans" USING btree ("course_id");
--> statement-breakpoint
CREATE TABLE "fee_enrolments" (
	"student_id" uuid NOT NULL REFERENCES "students"("id") ON DELETE cascade,
	"course_id" uuid NOT NULL REFERENCES "courses"("id") ON DELETE cascade,
	"plan_id" uuid REFERENCES "fee_plans"("id") ON DELETE set null,
	"admitted_on" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fee_enrolments_student_id_course_id_pk" PRIMARY KEY("student_id","course_id")
);
--> statement-breakpoint
CREATE INDEX "fee_enrolments_plan_idx" ON "fee_enrolments" USING btree ("plan_id");
--> statement-breakpoint
CREATE TABLE "fee_dues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL REFERENCES "students"("id") ON DELETE cascade,
	"course_id" uuid NOT NULL REFERENCES "courses"("id") ON DELETE cascade,
	"plan_id" uuid REFERENCES "fee_plans"("id") ON DELETE set null,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"sequence" integer NOT NULL,
	"amount_paisa" bigint NOT NULL,
	"discount_paisa" bigint DEFAULT 0 NOT NULL,
	"late_fee_paisa" bigint DEFAULT 0 NOT NULL,
	"paid_paisa" bigint DEFAULT 0 NOT NULL,
	"due_on" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fee_dues_amounts_check" CHECK ("amount_paisa" >= 0 AND "discount_paisa" >= 0 AND "late_fee_paisa" >= 0 AND "paid_paisa" >= 0 AND "paid_paisa" <= "amount_paisa" - "discount_paisa" + "late_fee_paisa")
);
--> statement-breakpoint
CREATE INDEX "fee_dues_student_idx" ON "fee_dues" USING btree ("student_id","course_id","due_on");
--> statement-breakpoint
CREATE INDEX "fee_dues_open_idx" ON "fee_dues" USING btree ("due_on") WHERE "amount_paisa" - "discount_paisa" + "late_fee_paisa" > "paid_paisa";
--> statement-breakpoint
CREATE TABLE "fee_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL REFERENCES "students"("id") ON DELETE cascade,
	"course_id" uuid NOT NULL REFERENCES "courses"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"amount_paisa" bigint,
	"basis_points" integer,
	"discount_paisa" bigint NOT NULL,
	"reason" text NOT NULL,
	"given_by" uuid REFERENCES "staff"("id") ON DELETE set null,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fee_discounts_student_idx" ON "fee_discounts" USING btree ("student_id");
--> statement-breakpoint
CREATE TABLE "fee_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" text,
	"student_id" uuid NOT NULL REFERENCES "students"("id") ON DELETE restrict,
	"course_id" uuid REFERENCES "courses"("id") ON DELETE set null,
	"branch_id" uuid REFERENCES "branches"("id") ON DELETE set null,
	"amount_paisa" bigint NOT NULL,
	"credit_paisa" bigint DEFAULT 0 NOT NULL,
	"refunded_paisa" bigint DEFAULT 0 NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"gateway_trx_id" text,
	"taken_by" uuid REFERENCES "staff"("id") ON DELETE set null,
	"received_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" uuid REFERENCES "staff"("id") ON DELETE set null,
	"void_reason" text,
	CONSTRAINT "fee_payments_amounts_check" CHECK ("amount_paisa" > 0 AND "credit_paisa" >= 0 AND "refunded_paisa" >= 0 AND "refunded_paisa" <= "amount_paisa")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fee_payments_reference_key" ON "fee_payments" USING btree ("reference");
--> statement-breakpoint
CREATE UNIQUE INDEX "fee_payments_serial_key" ON "fee_payments" USING btree ("serial");
--> statement-breakpoint
CREATE INDEX "fee_payments_student_idx" ON "fee_payments" USING btree ("student_id","received_at");
--> statement-breakpoint
CREATE INDEX "fee_payments_received_idx" ON "fee_payments" USING btree ("received_at");
--> statement-breakpoint
CREATE TABLE "fee_allocations" (
	"payment_id" uuid NOT NULL REFERENCES "fee_payments"("id") ON DELETE cascade,
	"due_id" uuid NOT NULL REFERENCES "fee_dues"("id") ON DELETE cascade,
	"amount_paisa" bigint NOT NULL,
	CONSTRAINT "fee_allocations_payment_id_due_id_pk" PRIMARY KEY("payment_id","due_id")
);
--> statement-breakpoint
CREATE INDEX "fee_allocations_due_idx" ON "fee_allocations" USING btree ("due_id");
--> statement-breakpoint
CREATE TABLE "fee_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL REFERENCES "fee_payments"("id") ON DELETE cascade,
	"amount_paisa" bigint NOT NULL,
	"reason" text NOT NULL,
	"refunded_by" uuid REFERENCES "staff"("id") ON DELETE set null,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL REFERENCES "students"("id") ON DELETE cascade,
	"course_id" uuid REFERENCES "courses"("id") ON DELETE set null,
	"kind" text NOT NULL,
	"amount_paisa" bigint NOT NULL,
	"ref_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"staff_id" uuid REFERENCES "staff"("id") ON DELETE set null,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fee_ledger_student_idx" ON "fee_ledger" USING btree ("student_id","created_at");
--> statement-breakpoint
CREATE TABLE "fee_receipt_counters" (
	"code" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "fee_receipt_counters_code_year_pk" PRIMARY KEY("code","year")
);
--> statement-breakpoint
CREATE TABLE "fee_settings" (
	"id" text PRIMARY KEY DEFAULT 'default' NOT NULL,
	"hold_enabled" boolean DEFAULT false NOT NULL,
	"hold_overdue_days" integer DEFAULT 30 NOT NULL,
	"hold_message" text NOT NULL,
	"hold_message_bn" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
