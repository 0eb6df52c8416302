import { z } from 'zod';
import { MAX_PAISA } from '../fees/money';
import { isIsoDay } from '../fees/schedule';
import { id, text } from './common';

// ---------------------------------------------------------------------------------------------------
// Inputs

/** An amount of money in paisa (1 taka = 100 paisa): a whole number, never a fraction. */
export const paisaInput = z.number().int('must be whole paisa').min(0, 'cannot be negative').max(MAX_PAISA);
/** An amount above zero, in paisa. */
export const positivePaisa = paisaInput.min(1, 'must be more than zero');
/** A calendar day `YYYY-MM-DD`. */
export const isoDay = z.string().refine(isIsoDay, 'must be a day, YYYY-MM-DD');

/** The ways money is received. The counter takes cash and typed send-money trx ids; the gateways the rest. */
export const PAYMENT_METHODS = ['cash', 'bkashManual', 'nagadManual', 'bkash', 'sslcommerz'] as const;
/** A way money is received. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What the counter may record. */
export const COUNTER_METHODS = ['cash', 'bkashManual', 'nagadManual'] as const;

/** One instalment of a plan's course fee. */
export const instalmentInput = z.object({
  /** Shown to the student, e.g. "Instalment 2" (default). */
  label: z.string().trim().max(60).optional(),
  /** A fixed due day; a student admitted after it owes it at once. */
  dueOn: isoDay.optional(),
  /** Days after the student's admission (when `dueOn` is absent). */
  dueAfterDays: z.number().int().min(0).max(3_650).optional(),
  /** This instalment's amount: for every instalment or none (then the course fee is split evenly). */
  amountPaisa: positivePaisa.optional(),
});

/** A plan's late fee. */
export const lateFeeInput = z.object({
  /** Days past the due day before anything is charged. */
  graceDays: z.number().int().min(0).max(365),
  /** Charged once, on the first day past the grace. */
  fixedPaisa: paisaInput,
  /** Added for each further day. */
  perDayPaisa: paisaInput,
  /** The most one due's late fee reaches (0: no cap). */
  capPaisa: paisaInput,
});

/** A fee plan as staff write it. */
export const feePlanInput = z.object({
  name: text(120),
  courseId: id,
  /** Only students of this branch (absent: every branch). */
  branchId: id.nullable().optional(),
  /** Only members of this group (absent: every group of the course). */
  groupId: id.nullable().optional(),
  admissionFeePaisa: paisaInput,
  courseFeePaisa: paisaInput,
  /** Empty: the course fee is one payment, due on admission. */
  instalments: z.array(instalmentInput).max(24).default([]),
  lateFee: lateFeeInput.nullable().default(null),
  /** An inactive plan gives no dues to new admissions. */
  active: z.boolean().default(true),
});
/** A parsed plan. */
export type FeePlanInput = z.infer<typeof feePlanInput>;

/** A discount or waiver for a student on a course: a fixed amount or a percentage, with a reason. */
export const discountInput = z
  .object({
    courseId: id,
    kind: z.enum(['fixed', 'percent']),
    /** For `fixed`. */
    amountPaisa: positivePaisa.optional(),
    /** For `percent`: basis points, 1 = 0.01 % (1000 is 10 %, 10000 waives all). */
    basisPoints: z.number().int().min(1).max(10_000).optional(),
    /** Sibling, merit, scholarship ...: shown on the ledger and in the audit log. */
    reason: text(300),
  })
  .refine((d) => (d.kind === 'fixed' ? d.amountPaisa !== undefined : d.basisPoints !== undefined), {
    message: 'a fixed discount needs amountPaisa, a percentage basisPoints',
  });
/** A parsed discount. */
export type DiscountInput = z.infer<typeof discountInput>;

/** Money taken at the counter. */
export const collectInput = z
  .object({
    studentId: id,
    /** The course it is for (absent: the student's open dues of every course, oldest first). */
    courseId: id.optional(),
    /** One due to pay (absent: oldest first). */
    dueId: id.optional(),
    amountPaisa: positivePaisa,
    method: z.enum(COUNTER_METHODS),
    /** The send-money transaction id the payer shows (bKash/Nagad). */
    trxId: z
      .string()
      .trim()
      .min(4)
      .max(40)
      .regex(/^[A-Za-z0-9]+$/, 'letters and digits only')
      .optional(),
    /** A key the form makes once: sending the same form twice records one payment. */
    requestKey: z.string().trim().min(8).max(80),
  })
  .refine((c) => c.method === 'cash' || c.trxId !== undefined, {
    message: 'a bKash or Nagad payment needs its trxId',
    path: ['trxId'],
  });
/** A parsed counter payment. */
export type CollectInput = z.infer<typeof collectInput>;

/** Why a receipt is voided or money given back. */
export const reasonInput = z.object({ reason: text(300) });
/** A refund on a payment. */
export const refundInput = z.object({
  amountPaisa: positivePaisa,
  reason: text(300),
  /** One key per refund form: the same form sent twice refunds once. */
  requestKey: z.string().trim().min(8).max(80),
});
/** A parsed refund. */
export type RefundInput = z.infer<typeof refundInput>;

/** The hold policy as staff set it. */
export const holdPolicyInput = z.object({
  enabled: z.boolean(),
  /** A due more than this many days overdue holds content and exams. */
  overdueDays: z.number().int().min(0).max(365),
  message: text(300),
  messageBn: text(300),
});
/** A parsed hold policy. */
export type HoldPolicyInput = z.infer<typeof holdPolicyInput>;

/** Which defaulters. */
export const defaultersQuery = z.object({
  /** Overdue by more than this many days (0: anything past its due day). */
  overdueDays: z.coerce.number().int().min(0).max(3_650).default(0),
  courseId: id.optional(),
  branchId: id.optional(),
});
/** A parsed defaulters query. */
export type DefaultersQuery = z.infer<typeof defaultersQuery>;

// ---------------------------------------------------------------------------------------------------
// Views

/** A plan. */
export const feePlanView = z.object({
  _id: z.string(),
  name: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  branchId: z.string().nullable(),
  branchName: z.string().nullable(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  admissionFeePaisa: z.number(),
  courseFeePaisa: z.number(),
  instalments: z.array(instalmentInput),
  lateFee: lateFeeInput.nullable(),
  active: z.boolean(),
  /** Students whose dues came from this plan. */
  enrolled: z.number(),
});
/** A plan as answered. */
export type FeePlanView = z.infer<typeof feePlanView>;

/** One due. */
export const dueView = z.object({
  _id: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  kind: z.enum(['admission', 'course', 'instalment']),
  label: z.string(),
  dueOn: z.string(),
  amountPaisa: z.number(),
  discountPaisa: z.number(),
  /** As of today (it grows until a payment meets the due). */
  lateFeePaisa: z.number(),
  paidPaisa: z.number(),
  /** Still owed. */
  openPaisa: z.number(),
  /** Days past the due day (0 when not yet due). */
  overdueDays: z.number(),
  /**
   * Paid by a Pay that names no due (a course's Pay button, the original client's payment): the
   * course's open dues whose day has come, or else its next one.
   */
  payNow: z.boolean(),
});
/** A due as answered. */
export type DueView = z.infer<typeof dueView>;

/** A money receipt: one payment. */
export const receiptView = z.object({
  _id: z.string(),
  serial: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  /** The student's roll. */
  sid: z.string(),
  courseId: z.string().nullable(),
  courseName: z.string().nullable(),
  branchName: z.string().nullable(),
  amountPaisa: z.number(),
  creditPaisa: z.number(),
  refundedPaisa: z.number(),
  method: z.enum(PAYMENT_METHODS),
  gatewayTrxId: z.string().nullable(),
  /** ISO time. */
  receivedAt: z.string(),
  takenBy: z.string().nullable(),
  /** Voided receipts keep their serial. */
  voided: z.boolean(),
  voidReason: z.string().nullable(),
  voidedBy: z.string().nullable(),
  /** What it paid. */
  applied: z.array(z.object({ dueId: z.string(), label: z.string(), amountPaisa: z.number() })),
});
/** A receipt as answered. */
export type ReceiptView = z.infer<typeof receiptView>;

/** One line of a student's ledger. */
export const ledgerEntryView = z.object({
  kind: z.enum(['due', 'discount', 'lateFee', 'payment', 'void', 'refund', 'adjustment']),
  /** Signed: + the student owes more, − less. */
  amountPaisa: z.number(),
  courseId: z.string().nullable(),
  note: z.string(),
  at: z.string(),
  /** The balance after this line. */
  balancePaisa: z.number(),
});

/** A student's account. */
export const studentLedgerView = z.object({
  student: z.object({ _id: z.string(), name: z.string(), sid: z.string(), username: z.string() }),
  dues: z.array(dueView),
  receipts: z.array(receiptView),
  entries: z.array(ledgerEntryView),
  /** What is owed now (late fees as of today included); 0 when nothing is. */
  duePaisa: z.number(),
  /** Money received beyond the dues, not refunded. */
  creditPaisa: z.number(),
});
/** A student's account as answered. */
export type StudentLedgerView = z.infer<typeof studentLedgerView>;

/** A total of the day's collection by one key. */
const collectionPart = z.object({
  key: z.string().nullable(),
  name: z.string(),
  totalPaisa: z.number(),
  count: z.number(),
});

/** The money received on a day (voided receipts left out of the totals). */
export const collectionView = z.object({
  day: z.string(),
  totalPaisa: z.number(),
  byBranch: z.array(collectionPart),
  byStaff: z.array(collectionPart),
  byMethod: z.array(collectionPart),
  receipts: z.array(receiptView),
});

/** A student with a due overdue. */
export const defaulterView = z.object({
  studentId: z.string(),
  name: z.string(),
  sid: z.string(),
  phone: z.string(),
  branchName: z.string().nullable(),
  courseId: z.string(),
  courseName: z.string(),
  /** Owed on dues past their day. */
  overduePaisa: z.number(),
  /** The oldest unpaid due day. */
  oldestDueOn: z.string(),
  overdueDays: z.number(),
});
/** A defaulter as answered. */
export type DefaulterView = z.infer<typeof defaulterView>;

/** The hold policy. */
export const holdPolicyView = holdPolicyInput;
