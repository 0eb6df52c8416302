import type { AppContext } from '../../../context';
import { badRequest } from '../../../lib/http-error';
import { isSafeKey, storageOf } from '../../../lib/storage';

/**
 * Checks that a key staff give (an image, a note, a video source) is an uploaded file: 400 with a
 * clear message otherwise. An absolute https address is accepted for images hosted elsewhere.
 */
export async function assertStored(
  ctx: AppContext,
  key: string,
  what: string,
  options: { allowUrl?: boolean } = {},
): Promise<void> {
  if (options.allowUrl && /^https:\/\//i.test(key)) return;
  if (!isSafeKey(key) || !(await storageOf(ctx).exists(key))) {
    throw badRequest(
      `Unknown ${what}`,
      `Upload the ${what} first (GET /content/signed-request, then PUT it).`,
    );
  }
}

/** Checks an image staff give (a cover, a thumbnail), when they give one: uploaded, or an https address. */
export async function assertImageStored(
  ctx: AppContext,
  image: string | undefined,
  what = 'image',
): Promise<void> {
  if (image) await assertStored(ctx, image, what, { allowUrl: true });
}
