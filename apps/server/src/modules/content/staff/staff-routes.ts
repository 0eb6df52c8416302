import { staffContentRoutes } from '@lms/domain/contract';
import { implement } from '../../../plugins/route-registrar';
import { recordBefore, withSnapshots } from '../../audit/audit-trail';
import { groupContentItems } from '../group-content';
import { addFile, addFiles } from './add-files';
import { createCourse } from './create-course';
import { createHlsUpload } from './create-hls-upload';
import { createItem } from './create-item';
import { createSubject } from './create-subject';
import { deleteContent } from './delete-content';
import { getContentCapabilities } from './get-content-capabilities';
import { getStaffVideo } from './get-staff-video';
import { grantItems } from './grant-items';
import { listStaffContents } from './list-staff-contents';
import { listStaffCourses } from './list-staff-courses';
import { listStaffItems } from './list-staff-items';
import { listStaffSubjects } from './list-staff-subjects';
import { orderContent } from './order-content';
import { previewVideo } from './preview-video';
import { registerVideo } from './register-video';
import { revokeItem } from './revoke-item';
import { updateCourse } from './update-course';
import { getStaffFile, updateFile } from './update-file';
import { getStaffItem, updateItem } from './update-item';
import { updateSubject } from './update-subject';
import { updateVideo } from './update-video';

/**
 * The staff side of content: courses, subjects, items, notes and videos with their order,
 * publishing, conversion progress, and grants to groups.
 */
export const staffContentModule = implement(staffContentRoutes, {
  courses: async ({ ctx }) => listStaffCourses(ctx),
  createCourse: async ({ ctx, body }) => createCourse(ctx, body),
  updateCourse: async ({ ctx, params, body }) => updateCourse(ctx, params.courseId, body),
  subjects: async ({ ctx, params }) => listStaffSubjects(ctx, params.courseId),
  createSubject: async ({ ctx, body }) => createSubject(ctx, body),
  updateSubject: async ({ ctx, params, body }) => updateSubject(ctx, params.subjectId, body),
  items: async ({ ctx, params, query }) => listStaffItems(ctx, params.subjectId, query.kind),
  createItem: async ({ ctx, body }) => createItem(ctx, body),
  updateItem: async ({ ctx, params, body, request }) => {
    await recordBefore(request, () => getStaffItem(ctx, params.itemId));
    return updateItem(ctx, params.itemId, body);
  },
  contents: async ({ ctx, params }) => listStaffContents(ctx, params.itemId),
  addFile: async ({ ctx, params, body }) => addFile(ctx, params.itemId, body),
  addFiles: async ({ ctx, params, body }) => addFiles(ctx, params.itemId, body.files),
  updateFile: async ({ ctx, params, body, request }) => {
    await recordBefore(request, () => getStaffFile(ctx, params.fileId));
    return updateFile(ctx, params.fileId, body);
  },
  registerVideo: async ({ ctx, params, body }) => registerVideo(ctx, params.itemId, body),
  hlsUpload: async ({ ctx, body }) => createHlsUpload(ctx, body.files),
  video: async ({ ctx, params }) => getStaffVideo(ctx, params.videoId),
  capabilities: async ({ ctx }) => getContentCapabilities(ctx),
  previewVideo: async ({ ctx, params, principal }) => previewVideo(ctx, principal.id, params.videoId),
  updateVideo: async ({ ctx, params, body, request }) => {
    await recordBefore(request, () => getStaffVideo(ctx, params.videoId));
    return updateVideo(ctx, params.videoId, body);
  },
  deleteCourse: async ({ ctx, params }) => deleteContent(ctx, 'course', params.id),
  deleteSubject: async ({ ctx, params }) => deleteContent(ctx, 'subject', params.id),
  deleteItem: async ({ ctx, params }) => deleteContent(ctx, 'item', params.id),
  deleteVideo: async ({ ctx, params }) => deleteContent(ctx, 'video', params.id),
  deleteFile: async ({ ctx, params }) => deleteContent(ctx, 'file', params.id),
  order: async ({ ctx, body }) => orderContent(ctx, body.type, body.ids),
  groupItems: async ({ ctx, params }) => groupContentItems(ctx.db, params.groupId),
  grantItems: async ({ ctx, params, body, request }) => {
    await recordBefore(request, () => groupContentItems(ctx.db, params.groupId));
    return grantItems(ctx, params.groupId, body.itemIds);
  },
  revokeItem: async ({ ctx, params, request }) =>
    withSnapshots(
      request,
      () => groupContentItems(ctx.db, params.groupId),
      () => revokeItem(ctx, params.groupId, params.itemId),
    ),
});
