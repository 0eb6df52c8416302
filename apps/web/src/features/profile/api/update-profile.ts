import type { StudentProfile, UpdateProfileBody } from '@lms/domain/contract';
import { apiRequest } from '../../../lib/api-client';

/** PATCH /student/profile {SSCGPA, HSCGPA, profilePic}: answers with the updated profile. */
export async function updateProfile(body: UpdateProfileBody): Promise<StudentProfile> {
  return (await apiRequest<StudentProfile>('/student/profile', { method: 'PATCH', body })).data;
}
