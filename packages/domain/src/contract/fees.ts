import { z } from 'zod';
import { id, idOf } from './common';
import {
  collectInput,
  collectionView,
  defaultersQuery,
  defaulterView,
  discountInput,
  feePlanInput,
  feePlanView,
  holdPolicyInput,
  holdPolicyView,
  isoDay,
  reasonInput,
  receiptView,
  refundInput,
  studentLedgerView,
} from './fees-shapes';
import { defineRoutes, staff } from './route';

export * from './fees-shapes';

/** Who handles money: accountants (admin passes every staff check). Every other role gets 403. */
const accounts = staff('accountant');

/** `:planId` in a path. */
export const planParams = z.object({ planId: idOf('plan') });
/** `:studentId` in a path. */
export const feeStudentParams = z.object({ studentId: idOf('student') });
/** `:paymentId` in a path. */
export const paymentParams = z.object({ paymentId: idOf('payment') });

/** A receipt's paper and language. */
export const receiptPdfQuery = z.object({
  size: z.enum(['A5', 'A4']).default('A5'),
  lang: z.enum(['en', 'bn']).default('en'),
});

/** The institute's fees, for its accounts office: plans, ledgers, the counter, receipts, reports. */
export const feesRoutes = defineRoutes('fees', {
  listPlans: {
    method: 'GET',
    path: '/staff/fees/plans',
    access: accounts,
    summary: 'Fee plans, newest first (optionally of one course)',
    query: z.object({ courseId: id.optional() }),
    data: z.array(feePlanView),
  },
  createPlan: {
    method: 'POST',
    path: '/staff/fees/plans',
    access: accounts,
    summary: 'Create a fee plan: students admitted to its course from now on get its dues',
    body: feePlanInput,
    data: feePlanView,
    status: 201,
  },
  updatePlan: {
    method: 'PUT',
    path: '/staff/fees/plans/:planId',
    access: accounts,
    summary: 'Change a fee plan (students admitted later get the new dues; see applyPlan for the others)',
    params: planParams,
    body: feePlanInput,
    data: feePlanView,
  },
  applyPlan: {
    method: 'POST',
    path: '/staff/fees/plans/:planId/apply',
    access: accounts,
    summary: "Apply a plan's terms to students already admitted (dues nothing was paid on are replaced)",
    params: planParams,
    data: z.object({ students: z.number(), duesChanged: z.number() }),
  },
  findStudents: {
    method: 'GET',
    path: '/staff/fees/students',
    access: accounts,
    summary: 'Students by part of the name, roll or mobile number (at most 20), for the counter',
    query: z.object({ search: z.string().trim().min(1).max(60) }),
    data: z.array(z.object({ _id: z.string(), name: z.string(), sid: z.string(), phone: z.string() })),
  },
  courseChoices: {
    method: 'GET',
    path: '/staff/fees/courses',
    access: accounts,
    summary: 'The courses a plan can be for, by name',
    data: z.array(z.object({ _id: z.string(), name: z.string() })),
  },
  studentLedger: {
    method: 'GET',
    path: '/staff/fees/students/:studentId',
    access: accounts,
    summary: "A student's dues, receipts, ledger, balance and credit",
    params: feeStudentParams,
    data: studentLedgerView,
  },
  giveDiscount: {
    method: 'POST',
    path: '/staff/fees/students/:studentId/discounts',
    access: accounts,
    summary: "Give a student a discount or waiver on a course's open dues (latest dues first)",
    params: feeStudentParams,
    body: discountInput,
    data: z.object({ discountPaisa: z.number() }),
    status: 201,
  },
  collect: {
    method: 'POST',
    path: '/staff/fees/payments',
    access: accounts,
    summary: 'Take money at the counter (cash, or a typed bKash/Nagad trx id); answers the receipt',
    body: collectInput,
    data: z.object({ receipt: receiptView, creditPaisa: z.number(), repeated: z.boolean() }),
    status: 201,
  },
  receipt: {
    method: 'GET',
    path: '/staff/fees/payments/:paymentId',
    access: accounts,
    summary: 'One receipt',
    params: paymentParams,
    data: receiptView,
  },
  receiptPdf: {
    method: 'GET',
    path: '/staff/fees/payments/:paymentId/receipt.pdf',
    access: accounts,
    summary: 'A receipt as a PDF (A5 or A4, English or Bengali)',
    params: paymentParams,
    query: receiptPdfQuery,
    raw: true,
  },
  voidPayment: {
    method: 'POST',
    path: '/staff/fees/payments/:paymentId/void',
    access: accounts,
    summary: 'Void a receipt: it keeps its serial and shows VOID; what it paid is owed again',
    params: paymentParams,
    body: reasonInput,
    data: receiptView,
  },
  refundPayment: {
    method: 'POST',
    path: '/staff/fees/payments/:paymentId/refunds',
    access: accounts,
    summary: 'Give money back on a payment (its credit first, then what it paid, which is owed again)',
    params: paymentParams,
    body: refundInput,
    data: receiptView,
    status: 201,
  },
  collection: {
    method: 'GET',
    path: '/staff/fees/collection',
    access: accounts,
    summary: "A day's collection (default today, Dhaka time) by branch, staff member and method",
    query: z.object({ day: isoDay.optional() }),
    data: collectionView,
  },
  defaulters: {
    method: 'GET',
    path: '/staff/fees/defaulters',
    access: accounts,
    summary: 'Students with dues overdue by more than N days, most overdue first',
    query: defaultersQuery,
    data: z.array(defaulterView),
  },
  exportDefaulters: {
    method: 'GET',
    path: '/staff/fees/defaulters/export',
    access: accounts,
    summary: 'The defaulters as a spreadsheet (.xlsx) or CSV',
    query: defaultersQuery.extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') }),
    raw: true,
  },
  holdPolicy: {
    method: 'GET',
    path: '/staff/fees/settings/hold',
    access: accounts,
    summary: 'Whether content and exams are held while a due is long overdue, and the message',
    data: holdPolicyView,
  },
  setHoldPolicy: {
    method: 'PUT',
    path: '/staff/fees/settings/hold',
    access: staff(),
    summary: 'Set the hold policy (admin)',
    body: holdPolicyInput,
    data: holdPolicyView,
  },
});
