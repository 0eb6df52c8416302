import { profileRoutes, type StudentProfile, type UpdateProfileBody } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';

/** PATCH /student/profile {SSCGPA, HSCGPA, profilePic}: answers with the updated profile. */
export async function updateProfile(body: UpdateProfileBody): Promise<StudentProfile> {
  return (await callApi(profileRoutes.update, { body })).data;
}
