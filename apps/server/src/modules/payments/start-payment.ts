import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from '@lms/domain';
import type { AppContext } from '../../context';
import { publicBase } from '../../lib/public-address';
import { GatewayError } from './gateway';
import { findPayer, insertOrder, insertOrderEvent, updateOrder } from './order-repository';
import { paymentErrors } from './payment-errors';
import { assertOffered, gatewayOf } from './payment-gateways';
import type { OpenDue } from './payment-ports';
import { returnUrls } from './return-urls';
import { courseDueRef, paymentPorts } from './wired-ports';

/** What the student asks to pay. */
export interface StartPaymentInput {
  studentId: string;
  provider: PaymentProvider;
  /** The due; without it, the first open due (of the course, when named). */
  dueRef?: string | undefined;
  /** Pays every open due of `courseId` in one order (what the original client shows as the course's due). */
  wholeCourse?: boolean | undefined;
  courseId?: string | undefined;
  /** The origin the request came to (the public address when PUBLIC_URL is unset). */
  origin?: string | undefined;
}

/**
 * What the course's Pay pays now, as one due: its dues fallen due (or else its next one), their total;
 * undefined when none is open. Instalments ahead are paid one at a time, by naming them.
 */
function wholeCourseDue(courseId: string, all: OpenDue[]): OpenDue | undefined {
  const dues = all.filter((d) => d.payNow);
  if (dues.length <= 1) return dues[0];
  return {
    dueRef: courseDueRef(courseId),
    courseId,
    amountPaisa: dues.reduce((sum, d) => sum + d.amountPaisa, 0),
    description: dues.map((d) => d.description).join('; '),
    payNow: true,
  };
}

/** Our invoice number: date and random letters, unique per attempt (the database refuses a repeat). */
function newInvoice(now: Date): string {
  return `INV${now.toISOString().slice(2, 10).replaceAll('-', '')}${randomBytes(6).toString('hex').toUpperCase()}`;
}

/**
 * Starts paying one of the student's open dues: the amount is the due's (from the dues side, never the
 * client's), one new order per attempt, and the gateway opens the payment. 409 when nothing (or not
 * that due) is open, or the gateway is not offered; 502 when the gateway refuses or is away (the order
 * is kept as failed with the reason).
 */
export async function startPayment(ctx: AppContext, input: StartPaymentInput) {
  assertOffered(ctx, input.provider);
  const dues = await paymentPorts(ctx).outstandingFor(input.studentId, input.courseId);
  const due =
    input.wholeCourse && input.courseId
      ? wholeCourseDue(input.courseId, dues)
      : input.dueRef
        ? dues.find((d) => d.dueRef === input.dueRef)
        : dues[0];
  if (!due || due.amountPaisa <= 0) throw paymentErrors.nothingToPay();
  const payer = await findPayer(ctx.db, input.studentId);
  const now = ctx.now();
  const order = await insertOrder(ctx.db, {
    invoice: newInvoice(now),
    studentId: input.studentId,
    courseId: due.courseId,
    dueRef: due.dueRef,
    amountPaisa: due.amountPaisa,
    currency: 'BDT',
    provider: input.provider,
    createdAt: now,
    updatedAt: now,
  });
  const base = publicBase(ctx, input.origin);
  try {
    const started = await gatewayOf(ctx, input.provider, base).start(
      {
        invoice: order.invoice,
        amountPaisa: order.amountPaisa,
        currency: order.currency,
        studentName: payer?.name ?? '',
        studentPhone: payer?.username.replace(/^88/, '') ?? '',
        description: due.description,
      },
      returnUrls(base),
    );
    await updateOrder(ctx.db, order.id, { gatewayRef: started.gatewayRef, updatedAt: ctx.now() });
    await insertOrderEvent(ctx.db, {
      orderId: order.id,
      source: 'start',
      afterStatus: 'pending',
      detail: { gatewayRef: started.gatewayRef, amountPaisa: order.amountPaisa },
      createdAt: ctx.now(),
    });
    return {
      orderId: order.id,
      invoice: order.invoice,
      amountPaisa: order.amountPaisa,
      redirectUrl: started.redirectUrl,
    };
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    await updateOrder(ctx.db, order.id, { status: 'failed', reason: err.message, updatedAt: ctx.now() });
    await insertOrderEvent(ctx.db, {
      orderId: order.id,
      source: 'start',
      afterStatus: 'failed',
      detail: { reason: err.message },
      createdAt: ctx.now(),
    });
    throw paymentErrors.gatewayDown(err.message);
  }
}
