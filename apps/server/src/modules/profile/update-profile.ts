import type { UpdateProfileInput } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest, notLoggedIn } from '../../lib/http-error';
import { isPublicKey, isSafeKey, storageOf } from '../../lib/storage';
import { getProfile } from '../account/get-profile';
import { type ProfileChanges, saveProfileChanges } from './profile-repository';

// The picture is shown under the asset host: only an uploaded JPEG or PNG, as the upload flow names it.
const PICTURE_KEY = /\.(jpe?g|png)$/i;

async function checkPicture(ctx: AppContext, key: string): Promise<string> {
  if (key === '') return key;
  if (!isSafeKey(key) || !isPublicKey(key) || !PICTURE_KEY.test(key)) {
    throw badRequest('Invalid picture', 'profilePic must be the key of an uploaded JPEG or PNG image.');
  }
  if (!(await storageOf(ctx).exists(key))) {
    throw badRequest('Invalid picture', 'The picture has not been uploaded. Upload it first.');
  }
  return key;
}

/**
 * Updates the signed-in student's GPAs and picture (PATCH /student/profile) and returns
 * the profile as GET /student/profile does.
 */
export async function updateProfile(ctx: AppContext, studentId: string, input: UpdateProfileInput) {
  const changes: ProfileChanges = {};
  if (input.SSCGPA !== undefined) changes.sscGpa = input.SSCGPA;
  if (input.HSCGPA !== undefined) changes.hscGpa = input.HSCGPA;
  if (input.profilePic !== undefined) changes.profilePic = await checkPicture(ctx, input.profilePic);
  if (!(await saveProfileChanges(ctx.db, studentId, changes))) throw notLoggedIn();
  return getProfile(ctx, studentId);
}
