import { admitCardRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admitStudents } from '../src/modules/staff/admit-students';
import { caller, staffIn } from './qa-support';
import { makeGroup, newPhone, registeredStudent, signIn } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
let groupId: string;
let emptyGroupId: string;
const sessions: Record<string, string> = {};
const phones = [newPhone(), newPhone()];

/** The text of every page of a PDF, joined. */
async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 })
    .promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return parts.join('\n');
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://learn.example.org' });
  call = caller(t);
  for (const role of ['admin', 'moderator', 'mentor', 'accountant', 'examiner'] as const)
    sessions[role] = (await staffIn(t, [role])).session;
  groupId = await makeGroup(t.ctx, 'Admit batch');
  emptyGroupId = await makeGroup(t.ctx, 'Empty batch');
  await admitStudents(t.ctx, [
    {
      name: 'Nusrat Jahan',
      sid: 'AC-101',
      phone: phones[0]!,
      contact: '',
      branchId: null,
      session: '2026',
      groupIds: [groupId],
    },
    {
      name: 'Tanvir Hasan',
      sid: 'AC-102',
      phone: phones[1]!,
      contact: '',
      branchId: null,
      session: '2026',
      groupIds: [groupId],
    },
  ]);
});
afterAll(async () => {
  await t.close();
});

const cards = (session: string | undefined, id = groupId, query: Record<string, unknown> = {}) =>
  call(admitCardRoutes.admitCardsPdf, { params: { groupId: id }, query }, session);

describe("a group's admit cards", () => {
  it('prints one card per student with name, roll, mobile, the app address and the first sign-in steps', async () => {
    const res = await cards(sessions.moderator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="admit-cards-.*\.pdf"$/);
    const text = await pdfText(res.rawPayload);
    for (const expected of ['Nusrat Jahan', 'AC-101', 'Tanvir Hasan', 'AC-102', phones[0]!, phones[1]!])
      expect(text).toContain(expected);
    expect(text).toContain('https://learn.example.org');
    expect(text).toContain('Admit batch');
    expect(text).toContain('Tap Register');
  });

  it('prints them in Bengali too', async () => {
    const res = await cards(sessions.admin, groupId, { lang: 'bn' });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Nusrat Jahan');
    expect(text).toContain('AC-102');
  });

  it('refuses an empty or unknown group, or a bad language', async () => {
    expect((await cards(sessions.moderator, emptyGroupId)).statusCode).toBe(400);
    expect((await cards(sessions.moderator, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await cards(sessions.moderator, groupId, { lang: 'fr' });
    expect(bad.statusCode).toBe(400);
  });

  it('is for admins and moderators only', async () => {
    for (const role of ['mentor', 'accountant', 'examiner'])
      expect((await cards(sessions[role])).statusCode, role).toBe(403);
    expect((await cards(undefined)).statusCode).toBe(401);
    const phone = newPhone();
    await registeredStudent(t.ctx, phone, 'secret12', [groupId]);
    expect((await cards(await signIn(t.app, phone))).statusCode).toBe(403);
  });
});
