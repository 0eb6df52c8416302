import {
  type ImportRowsBody,
  type ImportRowsReport,
  type RosterFileBody,
  type RosterPreview,
  type StudentDetail,
  studentAdminRoutes,
  studentBulkRoutes,
  type UpdateStudentBody,
} from '@lms/domain/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { downloadFile } from '../../../lib/download-file';
import { base64Of } from '../../../lib/upload';

/** A student's profile, groups and exam attempts; `studentId` undefined: nothing is loaded. */
export function useStudentDetail(studentId: string | undefined) {
  return useQuery({
    queryKey: ['student', studentId],
    enabled: Boolean(studentId),
    queryFn: async () =>
      (await callApi(studentAdminRoutes.studentDetail, { params: { studentId: studentId! } })).data,
  });
}

/** After a change to a student: their detail and every roster page load again. */
function useRefreshStudent() {
  const queryClient = useQueryClient();
  return async (studentId: string) => {
    await queryClient.invalidateQueries({ queryKey: ['student', studentId] });
    await queryClient.invalidateQueries({ queryKey: ['students'] });
  };
}

/** Saves a student's changed details. */
export function useUpdateStudent(studentId: string) {
  const refresh = useRefreshStudent();
  return useMutation({
    mutationFn: async (body: UpdateStudentBody): Promise<StudentDetail> =>
      (await callApi(studentAdminRoutes.updateStudent, { params: { studentId }, body })).data,
    onSuccess: () => refresh(studentId),
  });
}

/** The one-click actions on a student, each followed by a reload of the student and the list. */
export function useStudentActions(studentId: string) {
  const refresh = useRefreshStudent();
  const params = { studentId };
  const action = <T>(call: () => Promise<{ data: T }>) => ({
    mutationFn: async () => (await call()).data,
    onSuccess: () => refresh(studentId),
  });
  return {
    deactivate: useMutation(action(() => callApi(studentAdminRoutes.deactivateStudent, { params }))),
    reactivate: useMutation(action(() => callApi(studentAdminRoutes.reactivateStudent, { params }))),
    resetPassword: useMutation(action(() => callApi(studentAdminRoutes.resetStudentPassword, { params }))),
    resendCode: useMutation(action(() => callApi(studentAdminRoutes.resendRegistrationCode, { params }))),
  };
}

/** A chosen roster file as the preview takes it: CSV text, or an Excel workbook's bytes. */
export async function rosterFileOf(file: File): Promise<RosterFileBody> {
  if (/\.xlsx$/i.test(file.name)) return { xlsx: base64Of(new Uint8Array(await file.arrayBuffer())) };
  return { csv: await file.text() };
}

/** Checks a roster file on the server; nothing is written. */
export async function previewRoster(body: RosterFileBody): Promise<RosterPreview> {
  return (await callApi(studentAdminRoutes.previewRoster, { body })).data;
}

/** Admits one chunk of checked rows (creating missing branches, putting everyone into a group, if asked). */
export async function importRows(body: ImportRowsBody): Promise<ImportRowsReport> {
  return (await callApi(studentAdminRoutes.importRosterRows, { body })).data;
}

/** Downloads the roster template as .xlsx or CSV. */
export function downloadRosterTemplate(format: 'xlsx' | 'csv') {
  return downloadFile(
    studentBulkRoutes.rosterTemplate,
    { params: undefined, query: { format } },
    `roster-template.${format}`,
  );
}
