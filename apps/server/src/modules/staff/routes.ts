import { admitCardRoutes, staffRoutes, studentAdminRoutes, studentBulkRoutes } from '@lms/domain/contract';
import { addressLimit } from '../../lib/address-limit';
import { requestOrigin } from '../../lib/public-address';
import { sendFile } from '../../lib/table-file';
import { implement, routeLimits } from '../../plugins/route-registrar';
import { recordBefore, withSnapshots } from '../audit/audit-trail';
import { studentGroups } from '../audit/student-groups';
import { addGroupMembers } from './add-group-members';
import { admitStudent } from './admit-student';
import { bulkUpdateStudents } from './bulk-update-students';
import { createBranch } from './create-branch';
import { createGroup } from './create-group';
import { createStaff } from './create-staff';
import { deactivateStudent } from './deactivate-student';
import { exportStudents } from './export-students';
import { getGroupDetail } from './get-group-detail';
import { getRosterTemplate } from './get-roster-template';
import { getStudentDetail } from './get-student-detail';
import { importRoster } from './import-roster';
import { importRosterRows } from './import-roster-rows';
import { listBranches } from './list-branches';
import { listCourseOptions } from './list-course-options';
import { listGroups } from './list-groups';
import { listItemOptions } from './list-item-options';
import { listStaff } from './list-staff';
import { listStudents } from './list-students';
import { loginStaff } from './login-staff';
import { findGroupRow } from './org-repository';
import { pageGroups } from './page-groups';
import { previewRoster } from './preview-roster';
import { printAdmitCards } from './print-admit-cards';
import { reactivateStudent } from './reactivate-student';
import { removeGroupMember } from './remove-group-member';
import { removeGroupMembers } from './remove-group-members';
import { resendRegistrationCode } from './resend-registration-code';
import { resetStaffPassword } from './reset-staff-password';
import { passwordStateOf, resetStudentPassword } from './reset-student-password';
import { toStaffView } from './staff-view';
import { branchViewOf, updateBranch } from './update-branch';
import { updateGroup } from './update-group';
import { ownAccountBefore, updateOwnAccount } from './update-own-account';
import { staffAccountBefore, updateStaff } from './update-staff';
import { updateStudent } from './update-student';

/** Staff sign-in and the basics of running an institute: staff, branches, groups, students. */
export const staffModule = implement(staffRoutes, {
  login: async ({ ctx, body, request, reply }) => {
    const { staff, sessionId } = await loginStaff(ctx, { ...body, ip: request.ip });
    reply.header('sessionId', sessionId);
    return { staff: toStaffView({ ...staff, id: staff._id }) };
  },
  me: async ({ principal }) => toStaffView(principal),
  updateMe: async ({ ctx, body, principal, request }) => {
    await recordBefore(request, () => ownAccountBefore(ctx, principal.id));
    return updateOwnAccount(ctx, principal.id, body, request.sessionTokenHash);
  },
  createStaff: async ({ ctx, body }) => createStaff(ctx, body),
  listStaff: async ({ ctx, query }) => listStaff(ctx, query),
  updateStaff: async ({ ctx, params, body, principal, request }) => {
    await recordBefore(request, () => staffAccountBefore(ctx, params.staffId));
    return updateStaff(ctx, principal.id, params.staffId, body);
  },
  resetStaffPassword: async ({ ctx, params, body, request }) =>
    resetStaffPassword(ctx, params.staffId, body.password, request.sessionTokenHash),
  listBranches: async ({ ctx, query }) => listBranches(ctx, query.include),
  createBranch: async ({ ctx, body }) => createBranch(ctx, body),
  updateBranch: async ({ ctx, params, body, request }) => {
    await recordBefore(request, () => branchViewOf(ctx, params.branchId));
    return updateBranch(ctx, params.branchId, body);
  },
  listGroups: async ({ ctx, query }) => listGroups(ctx, query.include),
  pageGroups: async ({ ctx, query }) => pageGroups(ctx, query),
  courseOptions: async ({ ctx }) => listCourseOptions(ctx),
  itemOptions: async ({ ctx, query }) => listItemOptions(ctx, query),
  groupDetail: async ({ ctx, params, query }) => getGroupDetail(ctx, params.groupId, query),
  updateGroup: async ({ ctx, params, body, request }) => {
    await recordBefore(request, () => findGroupRow(ctx.db, params.groupId));
    return updateGroup(ctx, params.groupId, body);
  },
  removeGroupMembers: async ({ ctx, params, body, request }) =>
    withSnapshots(
      request,
      () => studentGroups(ctx, body.studentIds),
      () => removeGroupMembers(ctx, params.groupId, body.studentIds),
    ),
  createGroup: async ({ ctx, body }) => createGroup(ctx, body),
  addGroupMembers: async ({ ctx, params, body, request }) =>
    withSnapshots(
      request,
      () => studentGroups(ctx, body.studentIds),
      () => addGroupMembers(ctx, params.groupId, body.studentIds),
    ),
  removeGroupMember: async ({ ctx, params, request }) =>
    withSnapshots(
      request,
      () => studentGroups(ctx, [params.studentId]),
      () => removeGroupMember(ctx, params.groupId, params.studentId),
    ),
  listStudents: async ({ ctx, query }) => listStudents(ctx, query),
  admitStudent: async ({ ctx, body }) => admitStudent(ctx, body),
  importRoster: async ({ ctx, body }) => importRoster(ctx, body.csv),
});

// Per address, at all staff accounts together; the per-account lockouts are in lib/sign-in-guard.
staffModule.limits = routeLimits(staffRoutes, {
  login: addressLimit('staff-login', 100, 900, 'Too many sign-in attempts'),
  // Each call may check a password: guessing the current one is held to sign-in's pace.
  updateMe: addressLimit('staff-own-account', 20, 900, 'Too many sign-in attempts'),
});

/** The console's student administration: roster preview and chunked import, edit, status, detail. */
export const studentAdminModule = implement(studentAdminRoutes, {
  previewRoster: async ({ ctx, body }) => previewRoster(ctx, body),
  importRosterRows: async ({ ctx, body }) => importRosterRows(ctx, body),
  studentDetail: async ({ ctx, params }) => getStudentDetail(ctx, params.studentId),
  updateStudent: async ({ ctx, params, body, request }) => {
    await recordBefore(request, () => getStudentDetail(ctx, params.studentId));
    return updateStudent(ctx, params.studentId, body);
  },
  deactivateStudent: async ({ ctx, params, request }) => {
    await recordBefore(request, () => getStudentDetail(ctx, params.studentId));
    return deactivateStudent(ctx, params.studentId);
  },
  reactivateStudent: async ({ ctx, params, request }) => {
    await recordBefore(request, () => getStudentDetail(ctx, params.studentId));
    return reactivateStudent(ctx, params.studentId);
  },
  resetStudentPassword: async ({ ctx, params, request }) => {
    await recordBefore(request, () => passwordStateOf(ctx, params.studentId));
    return resetStudentPassword(ctx, params.studentId, request.log);
  },
  resendRegistrationCode: async ({ ctx, params, request }) =>
    resendRegistrationCode(ctx, params.studentId, request.log),
});

/** Work on many students at once: one audited call per action, and the export. */
export const studentBulkModule = implement(studentBulkRoutes, {
  bulkStudents: async ({ ctx, body, request }) => {
    const { outcome, before } = await bulkUpdateStudents(ctx, body);
    // The entry's "before" is the changed students' state before; its "after" is the outcome.
    await recordBefore(request, async () => before);
    return outcome;
  },
  exportStudents: async ({ ctx, body, reply }) => sendFile(reply, await exportStudents(ctx, body)),
  rosterTemplate: async ({ ctx, query, reply }) =>
    sendFile(reply, await getRosterTemplate(ctx, query.format)),
});

/** A group's printable admit cards. */
export const admitCardModule = implement(admitCardRoutes, {
  admitCardsPdf: async ({ ctx, params, query, request, reply }) => {
    const file = await printAdmitCards(ctx, params.groupId, {
      lang: query.lang,
      origin: requestOrigin(request),
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .send(file.body);
  },
});
