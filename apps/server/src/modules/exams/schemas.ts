import { z } from 'zod';

/** An id in a path or body (the student routes' bodies and params are in @lms/domain/contract). */
export const id = z.uuid('must be an id');
