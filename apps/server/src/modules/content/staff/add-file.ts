import type { FileBody, StaffFile } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { badRequest, notFound } from '../../../lib/http-error';
import { storageOf } from '../../../lib/storage';
import { storedContentIs } from '../../uploads/check-content';
import { findItem } from '../content-repository';
import { insertFile, nextPosition } from './catalog-repository';
import { staffView } from './staff-view';
import { assertStored } from './stored-key';

/** Adds an uploaded note (a `content/` key from a signed request, a PDF) to an item, last in its list. */
export async function addFile(ctx: AppContext, itemId: string, input: FileBody): Promise<StaffFile> {
  if (!(await findItem(ctx.db, itemId))) throw notFound('Item not found');
  await assertStored(ctx, input.key, 'file');
  // The upload itself was checked against the type it declared, which may be any staff type.
  if (!(await storedContentIs(storageOf(ctx), input.key, 'application/pdf')))
    throw badRequest(
      'Notes must be a PDF',
      'The uploaded file is not a PDF. Upload the notes as a PDF file.',
    );
  const position = await nextPosition(ctx.db, 'files', itemId);
  return staffView(await insertFile(ctx.db, { itemId, ...input, position }));
}
