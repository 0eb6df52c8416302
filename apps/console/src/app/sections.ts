import type { StaffRole } from '@lms/domain';
import {
  auditRoutes,
  brandingRoutes,
  dashboardRoutes,
  examAuthoringRoutes,
  examMarkingRoutes,
  examMonitorRoutes,
  examStaffRoutes,
  feesRoutes,
  notificationRoutes,
  paymentRoutes,
  qaStaffRoutes,
  questionBankRoutes,
  type RouteAccess,
  staffContentRoutes,
  staffMayCall,
  staffRoutes,
} from '@lms/domain/contract';

/** The first call of a section's page: who may make it decides who sees the section. */
export interface SectionRoute {
  method: string;
  path: string;
  access: RouteAccess;
}

/** One section of the console's menu. */
export interface Section {
  /** The URL segment under /staff, and the menu key. */
  key: string;
  label: string;
  /** The call the section's page makes first. */
  route: SectionRoute;
}

/** Every section, in menu order. */
export const SECTIONS: readonly Section[] = [
  { key: 'home', label: 'Home', route: dashboardRoutes.dashboard },
  { key: 'students', label: 'Students', route: staffRoutes.listStudents },
  { key: 'groups', label: 'Groups', route: staffRoutes.pageGroups },
  { key: 'courses', label: 'Courses', route: staffContentRoutes.courses },
  { key: 'questions', label: 'Question bank', route: questionBankRoutes.questionBankPage },
  { key: 'exams', label: 'Exams', route: examAuthoringRoutes.pageExams },
  { key: 'exam-day', label: 'Exam day', route: examMonitorRoutes.listExamDay },
  { key: 'marking', label: 'Marking', route: examMarkingRoutes.markingExams },
  { key: 'results', label: 'Results', route: examStaffRoutes.listExams },
  { key: 'qa', label: 'Q&A', route: qaStaffRoutes.questions },
  { key: 'notices', label: 'Notices', route: notificationRoutes.sendNotice },
  { key: 'branding', label: 'Branding', route: brandingRoutes.updateBranding },
  { key: 'fees', label: 'Fees', route: feesRoutes.collection },
  { key: 'staff-accounts', label: 'Staff accounts', route: staffRoutes.listStaff },
  { key: 'audit-log', label: 'Audit log', route: auditRoutes.listAudit },
  { key: 'payments', label: 'Online payments', route: paymentRoutes.staffPayments },
];

/** The sections a staff member with these roles may use: the ones whose first call they may make. */
export function visibleSections(roles: readonly StaffRole[]): Section[] {
  return SECTIONS.filter((s) => staffMayCall(s.route.access, roles));
}
