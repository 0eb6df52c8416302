import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../roles';
import { auditEntry, auditRoutes } from './audit';
import { staffContentRoutes } from './content-staff';
import { examMarkingRoutes } from './exam-marking';
import { examMonitorRoutes } from './exam-monitor';
import { feesRoutes } from './fees';
import { qaStaffRoutes } from './qa-staff';
import { defineRoutes, staff } from './route';
import { staffMayCall, staffRoutes } from './staff';

/**
 * The cards of the office's home page. A card shows what one section holds, so a staff member sees a
 * card exactly when their roles may open its section: the card's access is that section's first call.
 */
export const DASHBOARD_CARD_ACCESS = {
  students: staffRoutes.listStudents.access,
  qa: qaStaffRoutes.questions.access,
  videos: staffContentRoutes.courses.access,
  exams: examMonitorRoutes.listExamDay.access,
  marking: examMarkingRoutes.markingExams.access,
  money: feesRoutes.collection.access,
  audit: auditRoutes.listAudit.access,
} as const;

/** One card of the home page. */
export type DashboardCard = keyof typeof DASHBOARD_CARD_ACCESS;

/** The cards a staff member with these roles sees, in the page's order. */
export function dashboardCardsFor(roles: readonly StaffRole[]): DashboardCard[] {
  return (Object.keys(DASHBOARD_CARD_ACCESS) as DashboardCard[]).filter((card) =>
    staffMayCall(DASHBOARD_CARD_ACCESS[card], roles),
  );
}

/** Active students of one branch: admitted by the office, and how many of them have registered in the app. */
export const branchStudents = z.object({
  /** Null: students with no branch. */
  branchId: z.string().nullable(),
  name: z.string(),
  admitted: z.number().int(),
  registered: z.number().int(),
});

/** Questions no teacher has replied to yet, and how long they have waited. */
export const qaCard = z.object({
  unanswered: z.number().int(),
  /** Of those, asked more than a day ago. */
  olderThanDay: z.number().int(),
  /** Of those, asked more than three days ago. */
  olderThanThreeDays: z.number().int(),
  /** When the longest-waiting one was asked (null: none waits). */
  oldestAskedAt: z.string().nullable(),
});

/** A video being converted, waiting for conversion, or whose conversion failed. */
export const convertingVideo = z.object({
  _id: z.string(),
  title: z.string(),
  status: z.enum(['queued', 'processing', 'failed']),
  /** Percent done. */
  progress: z.number().int(),
});

/** Where a scheduled exam stands now. */
export const DASHBOARD_EXAM_STATES = ['upcoming', 'running', 'ended'] as const;
/** One of DASHBOARD_EXAM_STATES. */
export type DashboardExamState = (typeof DASHBOARD_EXAM_STATES)[number];

/** A live exam of today or of the coming week. */
export const dashboardExam = z.object({
  _id: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  state: z.enum(DASHBOARD_EXAM_STATES),
  /** The groups it is given to, by name. */
  groups: z.array(z.string()),
});

/** An exam with written answers still to mark. */
export const markingLeft = z.object({
  examId: z.string(),
  title: z.string(),
  /** Answers not marked yet. */
  unmarked: z.number().int(),
  /** Answers marked and not reviewed yet. */
  notReviewed: z.number().int(),
});

/** What one examiner has marked in the last seven days. */
export const examinerMarked = z.object({
  staffId: z.string(),
  name: z.string(),
  marked: z.number().int(),
});

/** GET /staff/dashboard: the cards the caller's roles may see; a card the caller may not see is absent. */
export const dashboard = z.object({
  /** The cards present, in the page's order. */
  cards: z.array(z.enum(Object.keys(DASHBOARD_CARD_ACCESS) as [DashboardCard, ...DashboardCard[]])),
  students: z
    .object({
      admitted: z.number().int(),
      registered: z.number().int(),
      branches: z.array(branchStudents),
    })
    .optional(),
  qa: qaCard.optional(),
  videos: z.object({ items: z.array(convertingVideo) }).optional(),
  exams: z
    .object({
      /** Exams whose window meets today (the institute's day). */
      today: z.array(dashboardExam),
      /** Exams whose window meets the six days after today. */
      week: z.array(dashboardExam),
    })
    .optional(),
  marking: z
    .object({
      /** Exams with answers to mark or review, most left first (at most 10). */
      exams: z.array(markingLeft),
      /** Answers each examiner marked in the last seven days, most first. */
      examiners: z.array(examinerMarked),
    })
    .optional(),
  money: z
    .object({
      /** The institute's day (YYYY-MM-DD). */
      day: z.string(),
      totalPaisa: z.number().int(),
      receipts: z.number().int(),
    })
    .optional(),
  /** The last writes of the audit log. */
  audit: z
    .object({ items: z.array(auditEntry.pick({ _id: true, name: true, at: true, actionText: true })) })
    .optional(),
});
/** The home page's figures. */
export type Dashboard = z.infer<typeof dashboard>;

/** The office's home page: every staff member may call it; what it holds depends on their roles. */
export const dashboardRoutes = defineRoutes('dashboard', {
  dashboard: {
    method: 'GET',
    path: '/staff/dashboard',
    access: staff(...STAFF_ROLES),
    summary: "The home page's figures: one card per section the caller's roles may open",
    data: dashboard,
  },
});
