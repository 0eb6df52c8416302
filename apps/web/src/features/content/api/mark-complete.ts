import { contentRoutes, type MarkCompleteBody } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';

/** The payload of PATCH /content/mark-as-complete/{contentId}: the content and its course, subject, kind. */
export type MarkCompleteInput = MarkCompleteBody & { contentId: string };

/** Marks a video or note complete. */
export async function markComplete({ contentId, ...body }: MarkCompleteInput): Promise<void> {
  await callApi(contentRoutes.markComplete, { params: { contentId }, body });
}
