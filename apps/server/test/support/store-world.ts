import { afterAll, beforeAll } from 'vitest';
import { newPhone, registeredStudent, signIn, staffSession } from './factories';
import { type LocalS3, startLocalS3 } from './local-s3';
import { tempDataDir } from './temp-data-dir';
import { createTestApp, type TestApp } from './test-app';

/** An app on the given file store, with a signed-in student and content uploader. */
export interface StoreWorld {
  t: TestApp;
  student: string;
  staff: string;
}

/**
 * Sets up (in `beforeAll`) an app whose files go to local disk or to a local S3 server, and tears it
 * down after the file's tests. Read the world's fields inside tests.
 */
export function storeWorld(mode: 'local' | 's3'): StoreWorld {
  const world = {} as StoreWorld;
  let s3: LocalS3 | undefined;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    if (mode === 's3') s3 = await startLocalS3();
    world.t = await createTestApp({ DATA_DIR: dataDir.path, ...(s3?.env ?? {}) });
    const phone = newPhone();
    await registeredStudent(world.t.ctx, phone);
    world.student = await signIn(world.t.app, phone);
    world.staff = await staffSession(world.t.app, ['contentUploader']);
  });
  afterAll(async () => {
    await world.t.close();
    await s3?.close();
    dataDir.remove();
  });
  return world;
}
