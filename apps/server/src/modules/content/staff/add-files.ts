import type { FileBody, StaffFile } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { badRequest, notFound } from '../../../lib/http-error';
import { storageOf } from '../../../lib/storage';
import { storedContentIs } from '../../uploads/check-content';
import { filesOfItems, findItem } from '../content-repository';
import { insertFile, nextPosition } from './catalog-repository';
import { releaseOf } from './release-of';
import { staffView } from './staff-view';
import { assertStored } from './stored-key';

async function assertPdf(ctx: AppContext, key: string): Promise<void> {
  await assertStored(ctx, key, 'file');
  // The upload itself was checked against the type it declared, which may be any staff type.
  if (!(await storedContentIs(storageOf(ctx), key, 'application/pdf')))
    throw badRequest(
      'Notes must be a PDF',
      'The uploaded file is not a PDF. Upload the notes as a PDF file.',
    );
}

/**
 * Adds uploaded notes (`content/` keys from signed requests, PDFs) to an item, last in its list and in
 * the order given, each with its title; published at once unless a draft or scheduled later. A key
 * the item holds already is not added again (a repeated upload answers the note it made), so sending
 * the same notes twice adds them once. Nothing is added when one of them is refused.
 */
export async function addFiles(ctx: AppContext, itemId: string, inputs: FileBody[]): Promise<StaffFile[]> {
  if (!(await findItem(ctx.db, itemId))) throw notFound('Item not found');
  for (const input of inputs) await assertPdf(ctx, input.key);
  return ctx.db.transaction(async (tx) => {
    const held = new Map((await filesOfItems(tx, [itemId])).map((f) => [f.key, f]));
    let position = await nextPosition(tx, 'files', itemId);
    const notes = [];
    for (const { releaseAt, isPublished, ...input } of inputs) {
      let note = held.get(input.key);
      if (!note) {
        note = await insertFile(tx, {
          itemId,
          ...input,
          ...releaseOf({ isPublished: isPublished ?? true, releaseAt }),
          position: position++,
        });
        held.set(note.key, note);
      }
      notes.push(staffView(note));
    }
    return notes;
  });
}

/** Adds one uploaded note to an item (as `addFiles`). */
export async function addFile(ctx: AppContext, itemId: string, input: FileBody): Promise<StaffFile> {
  const [note] = await addFiles(ctx, itemId, [input]);
  return note!;
}
