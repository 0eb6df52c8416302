import type { StaffRole } from '@lms/domain';
import {
  auditRoutes,
  brandingRoutes,
  examAuthoringRoutes,
  examMarkingRoutes,
  examMonitorRoutes,
  examStaffRoutes,
  notificationRoutes,
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
  /** False while the section shows "Coming soon". */
  built: boolean;
}

/** Every section, in menu order. */
export const SECTIONS: readonly Section[] = [
  { key: 'students', label: 'Students', route: staffRoutes.listStudents, built: true },
  { key: 'groups', label: 'Groups', route: staffRoutes.pageGroups, built: true },
  { key: 'courses', label: 'Courses', route: staffContentRoutes.courses, built: true },
  { key: 'questions', label: 'Question bank', route: questionBankRoutes.questionBankPage, built: true },
  { key: 'exams', label: 'Exams', route: examAuthoringRoutes.pageExams, built: true },
  { key: 'exam-day', label: 'Exam day', route: examMonitorRoutes.listExamDay, built: true },
  { key: 'marking', label: 'Marking', route: examMarkingRoutes.markingExams, built: true },
  { key: 'results', label: 'Results', route: examStaffRoutes.listExams, built: true },
  { key: 'qa', label: 'Q&A', route: qaStaffRoutes.questions, built: true },
  { key: 'notices', label: 'Notices', route: notificationRoutes.sendNotice, built: true },
  { key: 'branding', label: 'Branding', route: brandingRoutes.updateBranding, built: true },
  { key: 'staff-accounts', label: 'Staff accounts', route: staffRoutes.listStaff, built: true },
  { key: 'audit-log', label: 'Audit log', route: auditRoutes.listAudit, built: true },
];

/** The sections a staff member with these roles may use: the ones whose first call they may make. */
export function visibleSections(roles: readonly StaffRole[]): Section[] {
  return SECTIONS.filter((s) => staffMayCall(s.route.access, roles));
}
