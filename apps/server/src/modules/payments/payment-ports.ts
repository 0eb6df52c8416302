import type { Tx } from '../../db/client';

/** One open due of a student, as the dues side reports it: what a payment of it charges. */
export interface OpenDue {
  /** The due's reference (opaque here): what the order pays. */
  dueRef: string;
  courseId: string | null;
  /** What is owed now, in paisa: the amount charged. */
  amountPaisa: number;
  /** One line for the gateway's page ("Course fee, instalment 2"). */
  description: string;
  /** Paid by an order naming no due: fallen due, or the course's next due when none has. */
  payNow: boolean;
}

/** A verified gateway payment, handed to the ledger once. */
export interface SettledPayment {
  studentId: string;
  courseId?: string | undefined;
  dueId?: string | undefined;
  amountPaisa: number;
  method: 'bkash' | 'sslcommerz';
  /** Our order's invoice: the ledger is idempotent on it. */
  reference: string;
  gatewayTrxId: string;
}

/**
 * How payments meet the money model (dues, ledger, receipts), which lives in its own module: the
 * dues to charge, and the recording of a verified payment inside the transaction that settles the
 * order. wired-ports.ts implements them with the fees module's dues and ledger.
 */
export interface PaymentPorts {
  /** The student's open dues (of one course, or all): the server's amounts, never a client's. */
  outstandingFor(studentId: string, courseId?: string): Promise<OpenDue[]>;
  /** Records a verified payment in `tx`; idempotent on `reference`. */
  recordPayment(tx: Tx, payment: SettledPayment): Promise<unknown>;
  /**
   * What is left to give back of the recorded payment of `reference` (0: none, voided or all given
   * back), and what the refund recorded with `requestKey` gave back (null: none recorded).
   */
  refundableOf(
    reference: string,
    requestKey: string,
  ): Promise<{ leftPaisa: number; givenPaisa: number | null }>;
  /** Records that part of the payment of `reference` was given back: once per `requestKey`. */
  recordRefund(
    staffId: string,
    reference: string,
    refund: { amountPaisa: number; reason: string; requestKey: string },
  ): Promise<void>;
}
