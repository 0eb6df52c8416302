import {
  groupAccessRoutes,
  type Route,
  type RouteInput,
  staffContentRoutes,
  uploadRoutes,
} from '@lms/domain/contract';
import type { FastifyInstance } from 'fastify';
import { callAs } from './call-route';
import { makeGroup, newPhone, registeredStudent } from './factories';
import type { TestApp } from './test-app';

export { callAs };

/** Uploads bytes through GET /content/signed-request and the signed PUT; returns the key. */
export async function upload(
  app: FastifyInstance,
  session: string,
  bytes: Buffer,
  mimeType: string,
  purpose: 'upload' | 'content' = 'content',
): Promise<string> {
  const signed = await callAs(app, uploadRoutes.signedRequest, { query: { mimeType, purpose } }, session);
  if (signed.status !== 200) throw new Error(`signed-request failed: ${JSON.stringify(signed.body)}`);
  await putSigned(app, signed.body.data.signedUrl, bytes, mimeType);
  return signed.body.data.key;
}

/** PUTs bytes to a signed upload URL: the API's own (local store) or a bucket's (S3). */
export async function putSigned(app: FastifyInstance, url: string, bytes: Buffer, contentType: string) {
  // The API's own signed URL (absolute, on the host the request came to) is sent to the app itself.
  const own = new URL(url, 'http://localhost');
  if (own.pathname.startsWith('/api/files/')) {
    const put = await app.inject({
      method: 'PUT',
      url: `${own.pathname}${own.search}`,
      payload: bytes,
      headers: { 'content-type': contentType },
    });
    if (put.statusCode !== 200) throw new Error(`upload failed: ${put.body}`);
    return;
  }
  const put = await fetch(url, { method: 'PUT', body: bytes, headers: { 'content-type': contentType } });
  if (!put.ok) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
}

/** A tiny HLS folder: a master playlist, one media playlist and two segments (bytes are arbitrary). */
export const TINY_HLS: Record<string, Buffer> = {
  'master.m3u8': Buffer.from(
    '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=200000,RESOLUTION=426x240\nv0/index.m3u8\n',
  ),
  'v0/index.m3u8': Buffer.from(
    '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:2\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2.0,\nseg_000.m4s\n#EXT-X-ENDLIST\n',
  ),
  'v0/init.mp4': Buffer.from('init-bytes'),
  'v0/seg_000.m4s': Buffer.from('segment-zero-bytes'),
};

/** Uploads an HLS folder through the staff API; returns its key. */
export async function uploadHls(app: FastifyInstance, staff: string, files = TINY_HLS): Promise<string> {
  const res = await callAs(app, staffContentRoutes.hlsUpload, { body: { files: Object.keys(files) } }, staff);
  if (res.status !== 200) throw new Error(`hls-upload failed: ${JSON.stringify(res.body)}`);
  for (const u of res.body.data.uploads as { path: string; signedUrl: string; contentType: string }[]) {
    await putSigned(app, u.signedUrl, files[u.path]!, u.contentType);
  }
  return res.body.data.key;
}

/** A course built through the staff API: two subjects, items of each kind, a note and a video. */
export interface Catalog {
  courseId: string;
  subjectIds: [string, string];
  lectureIds: [string, string];
  chapterId: string;
  questionSolveId: string;
  /** A lecture of the second subject. */
  otherSubjectLectureId: string;
  videoId: string;
  videoKey: string;
  hiddenVideoId: string;
  fileId: string;
  noteBytes: Buffer;
}

/** Builds a catalog as a content uploader would. */
export async function buildCatalog(app: FastifyInstance, staff: string, name = 'Physics'): Promise<Catalog> {
  const post = async <R extends Route>(route: R, input: RouteInput<R>) => {
    const res = await callAs(app, route, input, staff);
    if (res.status !== 201)
      throw new Error(`${route.path} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data._id as string;
  };
  const r = staffContentRoutes;
  const courseId = await post(r.createCourse, { body: { name, description: `${name} course` } });
  const s1 = await post(r.createSubject, { body: { courseId, name: `${name} 1st paper` } });
  const s2 = await post(r.createSubject, { body: { courseId, name: `${name} 2nd paper` } });
  const l1 = await post(r.createItem, {
    body: { kind: 'lecture', subjectId: s1, name: 'Lecture 1', description: 'Vectors' },
  });
  const l2 = await post(r.createItem, { body: { kind: 'lecture', subjectId: s1, name: 'Lecture 2' } });
  const c1 = await post(r.createItem, { body: { kind: 'chapter', subjectId: s1, name: 'Chapter 1' } });
  const q1 = await post(r.createItem, {
    body: { kind: 'question-solve', subjectId: s1, name: 'Board questions' },
  });
  const l3 = await post(r.createItem, { body: { kind: 'lecture', subjectId: s2, name: 'Lecture A' } });
  const videoKey = await uploadHls(app, staff);
  const videoId = await post(r.registerVideo, {
    params: { itemId: l1 },
    body: { title: 'Intro video', hls: { key: videoKey, playlist: 'master.m3u8' }, isPublished: true },
  });
  const hiddenVideoId = await post(r.registerVideo, {
    params: { itemId: l1 },
    body: { title: 'Draft video', hls: { key: videoKey, playlist: 'master.m3u8' } },
  });
  const noteBytes = Buffer.from(`%PDF-1.4\n% ${name} note\n`);
  const noteKey = await upload(app, staff, noteBytes, 'application/pdf');
  const fileId = await post(r.addFile, {
    params: { itemId: l1 },
    body: { title: 'Lecture 1 note', key: noteKey },
  });
  return {
    courseId,
    subjectIds: [s1, s2],
    lectureIds: [l1, l2],
    chapterId: c1,
    questionSolveId: q1,
    otherSubjectLectureId: l3,
    videoId,
    videoKey,
    hiddenVideoId,
    fileId,
    noteBytes,
  };
}

/** Registers a student (password `secret12`) in a new group given the whole course; returns the phone. */
export async function studentOfCourse(t: TestApp, staff: string, courseId: string): Promise<string> {
  const group = await makeGroup(t.ctx);
  await callAs(
    t.app,
    groupAccessRoutes.setGroupCourses,
    { params: { groupId: group }, body: { courseIds: [courseId] } },
    staff,
  );
  const phone = newPhone();
  await registeredStudent(t.ctx, phone, 'secret12', [group]);
  return phone;
}
