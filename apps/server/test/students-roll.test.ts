import { staffRoutes, studentAdminRoutes } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../src/db/schema';
import { callRoute } from './support/call-route';
import { admit, appWithAdmin, newPhone } from './support/factories';
import type { TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
const as = () => ({ token: admin });
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(() => t.close());

const admitForm = (sid: string, phone = newPhone()) =>
  callRoute(t.app, staffRoutes.admitStudent, { body: { name: `Roll ${sid}`, sid, phone } }, as());
const edit = (studentId: string, body: object) =>
  callRoute(t.app, studentAdminRoutes.updateStudent, { params: { studentId }, body: body as never }, as());
const HEADER = 'name,sid,phone,contact,branch,session,groups';
const holdersOf = async (sid: string) =>
  (await t.ctx.db.select({ id: students.id }).from(students).where(eq(students.sid, sid))).length;

describe('a roll number belongs to one student', () => {
  it('refuses admitting a student with a roll another student has (409 naming the roll)', async () => {
    expect((await admitForm('26001')).statusCode).toBe(201);
    const dup = await admitForm('26001');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.title).toBe('Roll 26001 belongs to another student');
    expect(await holdersOf('26001')).toBe(1);
    expect((await admitForm('26002')).statusCode).toBe(201);
  });

  it('lets two admissions at the same moment have one roll only once', async () => {
    const both = await Promise.all([admitForm('R-RACE'), admitForm('R-RACE')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await holdersOf('R-RACE')).toBe(1);
  });

  it('refuses editing a student to another student’s roll, and allows keeping or changing their own', async () => {
    const first = (await admitForm('E-1')).json().data._id;
    const second = (await admitForm('E-2')).json().data._id;
    const taken = await edit(second, { sid: 'E-1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.title).toBe('Roll E-1 belongs to another student');
    expect((await edit(second, { name: 'Kept Roll', sid: 'E-2' })).statusCode).toBe(200);
    expect((await edit(second, { sid: 'E-3' })).statusCode).toBe(200);
    expect((await edit(first, { sid: 'E-2' })).statusCode).toBe(200);
  });

  it('keeps older duplicates editable, without letting a third student take that roll', async () => {
    const a = await admit(t.ctx, newPhone());
    const b = await admit(t.ctx, newPhone());
    await t.ctx.db.update(students).set({ sid: 'OLD-1' }).where(eq(students.id, a));
    await t.ctx.db.update(students).set({ sid: 'OLD-1' }).where(eq(students.id, b));
    expect((await edit(b, { name: 'Still Old', sid: 'OLD-1' })).statusCode).toBe(200);
    expect((await admitForm('OLD-1')).statusCode).toBe(409);
  });

  it('reports each roster row whose roll is taken or repeated, and writes nothing', async () => {
    await admitForm('I-1');
    const [p1, p2, p3] = [newPhone(), newPhone(), newPhone()];
    const csv = [
      HEADER,
      `Takes Held,I-1,${p1},,,,`,
      `First Of Two,I-2,${p2},,,,`,
      `Second Of Two,I-2,${p3},,,,`,
    ].join('\n');
    const preview = (await callRoute(t.app, studentAdminRoutes.previewRoster, { body: { csv } }, as())).json()
      .data;
    const errors = [
      { row: 2, name: 'Takes Held', sid: 'I-1', message: 'roll I-1 belongs to another student' },
      { row: 4, name: 'Second Of Two', sid: 'I-2', message: 'roll I-2 is already on line 3' },
    ];
    expect(preview.errors).toEqual(errors);
    const importRows = (skipInvalid: boolean) =>
      callRoute(
        t.app,
        studentAdminRoutes.importRosterRows,
        { body: { rows: preview.rows, skipInvalid } },
        as(),
      );
    expect((await importRows(false)).json().data).toEqual({ created: 0, skipped: 3, errors });
    expect(await holdersOf('I-2')).toBe(0);
    expect((await importRows(true)).json().data).toMatchObject({ created: 1, skipped: 2 });
    expect(await holdersOf('I-2')).toBe(1);
  });

  it('lets the CSV import update a student keeping their roll, and reports a row taking another’s', async () => {
    const kept = newPhone();
    await admitForm('C-1', kept);
    const csv = [HEADER, `Renamed,C-1,${kept},,,,`, `Takes C-1,C-1,${newPhone()},,,,`].join('\n');
    const res = await callRoute(t.app, staffRoutes.importRoster, { body: { csv } }, as());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      created: 0,
      updated: 1,
      errors: [{ row: 3, message: 'roll C-1 belongs to another student' }],
    });
    expect(await holdersOf('C-1')).toBe(1);
  });
});
