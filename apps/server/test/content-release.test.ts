import {
  type AuditEntry,
  auditRoutes,
  contentRoutes,
  type FileContent,
  type RouteInput,
  staffContentRoutes,
  type VideoContent,
} from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { buildCatalog, type Catalog, callAs, studentOfCourse, upload } from './support/content-fixtures';
import { signIn, staffSession } from './support/factories';
import { tempDataDir } from './support/temp-data-dir';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const dataDir = tempDataDir();
let staff: string;
let admin: string;
let student: string;
let catalog: Catalog;
const NIL = '00000000-0000-4000-8000-000000000000';
const DAY_MS = 24 * 60 * 60_000;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir.path });
  staff = await staffSession(t.app, ['contentUploader']);
  admin = await staffSession(t.app, ['admin']);
  catalog = await buildCatalog(t.app, staff, 'Release');
  student = await signIn(t.app, await studentOfCourse(t, staff, catalog.courseId));
}, 180_000);
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

const pdf = (label: string) => upload(t.app, staff, Buffer.from(`%PDF-1.4\n% ${label}\n`), 'application/pdf');

/** The lecture as the student opens it. */
async function lecture() {
  const res = await callAs(t.app, contentRoutes.lecture, { params: { id: catalog.lectureIds[0] } }, student);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { videoContents: VideoContent[]; fileContents: FileContent[] };
}

const changeFile = (
  fileId: string,
  body: RouteInput<typeof staffContentRoutes.updateFile>['body'],
  as = staff,
) => callAs(t.app, staffContentRoutes.updateFile, { params: { fileId }, body }, as);

describe('who may name, describe and schedule content', () => {
  it('lets content uploaders and admins, and refuses no session, students and other staff', async () => {
    const mentor = await staffSession(t.app, ['mentor']);
    const moderator = await staffSession(t.app, ['moderator']);
    const key = await pdf('denied');
    const bulk = { params: { itemId: catalog.lectureIds[1] }, body: { files: [{ title: 'Nope', key }] } };
    const rename = { params: { fileId: catalog.fileId }, body: { title: 'Nope' } };
    for (const [session, status] of [
      [undefined, 401],
      [student, 403],
      [mentor, 403],
      [moderator, 403],
    ] as const) {
      expect((await callAs(t.app, staffContentRoutes.addFiles, bulk, session)).status).toBe(status);
      expect((await callAs(t.app, staffContentRoutes.updateFile, rename, session)).status).toBe(status);
    }
    expect((await changeFile(catalog.fileId, { description: 'By the admin' }, admin)).status).toBe(200);
  });
});

describe('renaming and describing', () => {
  it('renames a video and a note, with a description in math, and the student sees them', async () => {
    const video = await callAs(
      t.app,
      staffContentRoutes.updateVideo,
      {
        params: { videoId: catalog.videoId },
        body: { title: 'Vectors in the plane', description: 'Find $x^2$' },
      },
      staff,
    );
    expect(video.status).toBe(200);
    expect(video.body.data).toMatchObject({ title: 'Vectors in the plane', description: 'Find $x^2$' });
    const note = await changeFile(catalog.fileId, { title: 'Vectors: worked examples', description: '' });
    expect(note.status).toBe(200);
    expect(note.body.data).toMatchObject({ title: 'Vectors: worked examples', description: '' });

    const seen = await lecture();
    expect(seen.videoContents.find((v) => v._id === catalog.videoId)).toMatchObject({
      title: 'Vectors in the plane',
      description: 'Find $x^2$',
    });
    const seenNote = seen.fileContents.find((f) => f._id === catalog.fileId);
    expect(seenNote?.title).toBe('Vectors: worked examples');
    // An empty description is left out of the student's wire (an optional field).
    expect(seenNote).not.toHaveProperty('description');
  });

  it('refuses bad changes with 400 and unknown notes with 404', async () => {
    expect((await changeFile(catalog.fileId, {})).status).toBe(400);
    expect((await changeFile(catalog.fileId, { title: '  ' })).status).toBe(400);
    const badTime = await changeFile(catalog.fileId, { releaseAt: 'tomorrow' });
    expect(badTime.status).toBe(400);
    expect(JSON.stringify(badTime.body)).toContain('must be a date and time');
    expect((await changeFile(catalog.fileId, { description: 'x'.repeat(5001) })).status).toBe(400);
    expect((await changeFile(NIL, { title: 'Ghost' })).status).toBe(404);
    expect(
      (
        await callAs(
          t.app,
          staffContentRoutes.updateVideo,
          { params: { videoId: catalog.videoId }, body: { releaseAt: '28-11-2026' } },
          staff,
        )
      ).status,
    ).toBe(400);
  });

  it('keeps the note before and after a rename in the audit log', async () => {
    await changeFile(catalog.fileId, { title: 'Before the audit' });
    await changeFile(catalog.fileId, { title: 'Audited title' });
    await auditWritesSettled(t.ctx);
    const res = await callAs(t.app, auditRoutes.listAudit, { query: { section: 'staff content' } }, admin);
    expect(res.status).toBe(200);
    const entry = (res.body.data.items as AuditEntry[]).find(
      (e) => e.action === 'updateFile' && (e.after as { title?: string })?.title === 'Audited title',
    );
    expect(entry?.before).toMatchObject({ _id: catalog.fileId, title: 'Before the audit' });
    expect(entry?.actionText).toBe('Changed a file');
  });
});

describe('several notes at once', () => {
  it('adds notes with a title each, in order, and adds them once when sent twice', async () => {
    const itemId = catalog.lectureIds[1];
    const keys = [await pdf('first'), await pdf('second')];
    const body = {
      files: [
        { title: 'Chapter 1 notes', key: keys[0]!, description: 'Read before class' },
        { title: 'Chapter 2 notes', key: keys[1]!, isPublished: false },
      ],
    };
    const first = await callAs(t.app, staffContentRoutes.addFiles, { params: { itemId }, body }, staff);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject([
      { title: 'Chapter 1 notes', description: 'Read before class', isPublished: true, releaseAt: null },
      { title: 'Chapter 2 notes', isPublished: false },
    ]);
    const again = await callAs(t.app, staffContentRoutes.addFiles, { params: { itemId }, body }, staff);
    expect(again.status).toBe(201);
    expect(again.body.data.map((f: { _id: string }) => f._id)).toEqual(
      first.body.data.map((f: { _id: string }) => f._id),
    );
    const contents = await callAs(t.app, staffContentRoutes.contents, { params: { itemId } }, staff);
    expect(contents.body.data.fileContents.map((f: { title: string }) => f.title)).toEqual([
      'Chapter 1 notes',
      'Chapter 2 notes',
    ]);
  });

  it('refuses an empty list, a missing title and a file that is not a PDF, adding none', async () => {
    const itemId = catalog.lectureIds[1];
    const add = (files: unknown) =>
      callAs(t.app, staffContentRoutes.addFiles, { params: { itemId }, body: { files } as never }, staff);
    expect((await add([])).status).toBe(400);
    expect((await add([{ title: '', key: await pdf('untitled') }])).status).toBe(400);
    const good = await pdf('good');
    const image = await upload(t.app, staff, Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
    const refused = await add([
      { title: 'Good', key: good },
      { title: 'Picture', key: image },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.title).toBe('Notes must be a PDF');
    const contents = await callAs(t.app, staffContentRoutes.contents, { params: { itemId } }, staff);
    expect(contents.body.data.fileContents.some((f: { key: string }) => f.key === good)).toBe(false);
    expect(
      (
        await callAs(
          t.app,
          staffContentRoutes.addFiles,
          { params: { itemId: NIL }, body: { files: [{ title: 'X', key: good }] } },
          staff,
        )
      ).status,
    ).toBe(404);
  });
});

describe('drafts and scheduled release', () => {
  it('keeps a draft note and one scheduled for tomorrow from the student, file included, until its time', async () => {
    const itemId = catalog.lectureIds[0];
    const tomorrow = new Date(t.clock.now().getTime() + DAY_MS).toISOString();
    const added = await callAs(
      t.app,
      staffContentRoutes.addFiles,
      {
        params: { itemId },
        body: {
          files: [
            { title: 'Tomorrow note', key: await pdf('tomorrow'), releaseAt: tomorrow },
            { title: 'Draft note', key: await pdf('draft'), isPublished: false },
          ],
        },
      },
      staff,
    );
    expect(added.status).toBe(201);
    const [scheduled, draft] = added.body.data as { _id: string }[];
    const titles = async () => (await lecture()).fileContents.map((f) => f.title);
    expect(await titles()).not.toContain('Tomorrow note');
    expect(await titles()).not.toContain('Draft note');
    const fileUrl = (fileId: string) => callAs(t.app, contentRoutes.fileUrl, { params: { fileId } }, student);
    expect((await fileUrl(scheduled!._id)).status).toBe(404);
    expect((await fileUrl(draft!._id)).status).toBe(404);
    expect((await fileUrl(catalog.fileId)).status).toBe(200);

    t.clock.advance(DAY_MS + 1000);
    expect(await titles()).toContain('Tomorrow note');
    expect((await fileUrl(scheduled!._id)).status).toBe(200);
    expect((await fileUrl(draft!._id)).status).toBe(404);

    expect((await changeFile(draft!._id, { isPublished: true })).status).toBe(200);
    expect(await titles()).toContain('Draft note');
  });

  it('refuses a scheduled video and its token until its time', async () => {
    const later = new Date(t.clock.now().getTime() + DAY_MS).toISOString();
    const scheduled = await callAs(
      t.app,
      staffContentRoutes.updateVideo,
      { params: { videoId: catalog.videoId }, body: { releaseAt: later } },
      staff,
    );
    expect(scheduled.body.data).toMatchObject({ isPublished: true, releaseAt: later });
    expect((await lecture()).videoContents.map((v) => v._id)).not.toContain(catalog.videoId);
    const token = () => callAs(t.app, contentRoutes.videoToken, { body: { key: catalog.videoKey } }, student);
    expect((await token()).status).toBe(404);

    t.clock.advance(DAY_MS + 1000);
    expect((await lecture()).videoContents.map((v) => v._id)).toContain(catalog.videoId);
    expect((await token()).status).toBe(200);
    const cleared = await callAs(
      t.app,
      staffContentRoutes.updateVideo,
      { params: { videoId: catalog.videoId }, body: { releaseAt: null } },
      staff,
    );
    expect(cleared.body.data.releaseAt).toBeNull();
  });
});
