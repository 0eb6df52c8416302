import { apiRequest } from '../../../lib/api-client';

/** The payload of PATCH /content/mark-as-complete/{contentId} (SPEC.md §7). */
export interface MarkCompleteInput {
  contentId: string;
  courseId: string;
  subjectId: string;
  type: 'video' | 'file';
}

/** Marks a video or note complete. */
export async function markComplete({ contentId, ...body }: MarkCompleteInput): Promise<void> {
  await apiRequest(`/content/mark-as-complete/${encodeURIComponent(contentId)}`, { method: 'PATCH', body });
}
