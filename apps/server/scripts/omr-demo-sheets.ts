// Demo OMR sheets a newcomer can try (`npm run omr:demo-sheets`, with `npm start` running): signs in to
// the running server as the demo admin, takes the demo's model test ("Model Test: Chemistry") and three
// students of its group, and writes filled sheets made with the test-side renderer into omr-demo/:
//   filled-sheets.pdf  four pages as from a sheet-feed scanner: a clean sheet, two marks on question 1,
//                      a roll with its last digit left empty, a roll of nobody in the group
//   phone-photo.jpg    a phone's photo of the third student's sheet (turned, tilted, on a desk)
//   marks.csv          the same students' marks as another tool would give them (roll,set,q1,…)
// Upload the first two, or import the third, on the exam's "OMR scans" page (docs/OMR.md).
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { OmrTemplate } from '@lms/domain';
import { filledSheetJpeg, pdfOfPages, phonePhotoOfSheet } from '../src/lib/omr-read/filled-sheets';

const base = (process.argv[2] ?? process.env.OMR_DEMO_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const out = resolve(process.env.OMR_DEMO_DIR ?? 'omr-demo');
const EXAM_TITLE = 'Model Test: Chemistry';

async function api<T>(
  path: string,
  session?: string,
  body?: unknown,
): Promise<{ data: T; session?: string }> {
  const res = await fetch(`${base}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(session ? { authorization: session } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${text.slice(0, 200)}`);
  // The template is raw JSON; every other route answers in the envelope.
  const json = JSON.parse(text) as { data?: T };
  return { data: (json.data ?? json) as T, session: res.headers.get('sessionid') ?? undefined };
}

async function main() {
  const login = await api('/staff/login', undefined, { username: 'admin', password: 'admin1234' });
  const session = login.session;
  if (!session) throw new Error('The demo admin could not sign in (is this the demo institute?)');
  const exams = await api<{ items: { _id: string; title: string }[] }>(
    `/staff/exams/page?search=${encodeURIComponent(EXAM_TITLE)}`,
    session,
  );
  const exam = exams.data.items.find((e) => e.title === EXAM_TITLE);
  if (!exam) throw new Error(`No exam "${EXAM_TITLE}": run this against the demo (npm start).`);
  const full = await api<{ assignments: { groupId: string }[] }>(`/staff/exams/${exam._id}`, session);
  const groupId = full.data.assignments[0]?.groupId;
  if (!groupId) throw new Error(`"${EXAM_TITLE}" is given to no group.`);
  const roster = await api<{ items: { name: string; sid: string }[] }>(
    `/staff/students?groupId=${groupId}&active=true&sort=name`,
    session,
  );
  const students = roster.data.items.filter((s) => /^\d+$/.test(s.sid)).slice(0, 3);
  if (students.length < 3) throw new Error('The group has fewer than three students with rolls.');
  const template = (await api<OmrTemplate>(`/staff/exams/${exam._id}/omr-template.json`, session)).data;
  const numbers = template.questions.map((q) => q.number);
  const pick = (i: number) =>
    Object.fromEntries(
      template.questions.map((q, k) => [q.number, [q.options[(i + k) % q.options.length]!]]),
    );
  const [a, b, c] = students as [(typeof students)[0], (typeof students)[0], (typeof students)[0]];
  const twoOnFirst = { ...pick(1), [numbers[0]!]: template.questions[0]!.options.slice(0, 2) };
  const nobody = '9'.repeat(a.sid.length);
  const sheet = (roll: string, answers: Record<number, string[]>, seed: number) =>
    filledSheetJpeg(template, exam._id, { roll, answers }, { seed });

  await mkdir(out, { recursive: true });
  const pages = [
    await sheet(a.sid, pick(0), 1),
    await sheet(b.sid, twoOnFirst, 2),
    await sheet(c.sid.slice(0, -1), pick(2), 3),
    await sheet(nobody, pick(3), 4),
  ];
  await writeFile(join(out, 'filled-sheets.pdf'), await pdfOfPages(pages));
  await writeFile(join(out, 'phone-photo.jpg'), await phonePhotoOfSheet(await sheet(c.sid, pick(2), 5)));
  const cell = (marks: string[] | undefined) =>
    marks && marks.length > 1 ? `"${marks.join(',')}"` : (marks?.[0] ?? '');
  const line = (roll: string, answers: Record<number, string[]>) =>
    [roll, '', ...numbers.map((n) => cell(answers[n]))].join(',');
  const csv = [
    ['roll', 'set', ...numbers.map((n) => `q${n}`)].join(','),
    line(a.sid, pick(0)),
    line(b.sid, twoOnFirst),
    line(c.sid, pick(2)),
    line(nobody, pick(3)),
  ].join('\n');
  await writeFile(join(out, 'marks.csv'), `${csv}\n`);
  console.log(`Wrote ${out}/filled-sheets.pdf, phone-photo.jpg and marks.csv for "${EXAM_TITLE}".`);
  console.log(`Open ${base}/staff/exams/${exam._id}/omr-scans and upload or import them.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
