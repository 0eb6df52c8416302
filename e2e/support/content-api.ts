import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { apiCaller, staffSession, studentInNewGroup } from './staff-api';

/** A tiny PDF (what the server checks of a note). */
export const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n`);

/** PUTs bytes to a signed upload URL of the API. */
export async function put(
  request: APIRequestContext,
  baseURL: string,
  signedUrl: string,
  data: Buffer,
  type: string,
) {
  const url = new URL(signedUrl, baseURL).toString();
  const res = await request.put(url, { data, headers: { 'content-type': type } });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * A course of its own (subject, lecture, a published video named by its file, "v"), given to a new
 * group with a signed-up student; returns what the journey needs.
 */
export async function courseOfItsOwn(request: APIRequestContext, baseURL: string, stamp: string) {
  const call = apiCaller(request, baseURL);
  const admin = await staffSession(request, baseURL);
  const course = await call<{ _id: string }>('POST', '/staff/courses', admin, { name: `Naming ${stamp}` });
  const subject = await call<{ _id: string }>('POST', '/staff/subjects', admin, {
    courseId: course._id,
    name: `Algebra ${stamp}`,
  });
  const lecture = await call<{ _id: string }>('POST', '/staff/items', admin, {
    kind: 'lecture',
    subjectId: subject._id,
    name: `Squares ${stamp}`,
  });
  const hls = await call<{
    key: string;
    uploads: { path: string; signedUrl: string; contentType: string }[];
  }>('POST', '/staff/videos/hls-upload', admin, { files: ['master.m3u8'] });
  await put(
    request,
    baseURL,
    hls.uploads[0]!.signedUrl,
    Buffer.from('#EXTM3U\n'),
    hls.uploads[0]!.contentType,
  );
  await call('POST', `/staff/items/${lecture._id}/videos`, admin, {
    title: 'v',
    hls: { key: hls.key },
    isPublished: true,
  });
  const { student } = await studentInNewGroup(request, baseURL, admin, {
    group: `Naming ${stamp}`,
    courseId: course._id,
    name: 'Nabila Rahman',
    sid: `N${stamp}`,
  });
  return { admin, call, courseName: `Naming ${stamp}`, subject, lecture, student };
}
