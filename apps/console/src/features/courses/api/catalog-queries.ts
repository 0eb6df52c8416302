import { staffContentRoutes } from '@lms/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** Query keys of the catalogue, so a change can reload exactly what it touched. */
export const catalogKeys = {
  all: ['catalog'] as const,
  courses: ['catalog', 'courses'] as const,
  subjects: (courseId: string) => ['catalog', 'subjects', courseId] as const,
  items: (subjectId: string) => ['catalog', 'items', subjectId] as const,
  contents: (itemId: string) => ['catalog', 'contents', itemId] as const,
  video: (videoId: string) => ['catalog', 'video', videoId] as const,
};

/** Every course, in order. */
export function useCourses() {
  return useQuery({
    queryKey: catalogKeys.courses,
    queryFn: async () => (await callApi(staffContentRoutes.courses, {})).data,
  });
}

/** Fetches a course's subjects, in order. */
export async function fetchSubjects(courseId: string) {
  return (await callApi(staffContentRoutes.subjects, { params: { courseId } })).data;
}

/** Fetches a subject's items (every kind), in order. */
export async function fetchItems(subjectId: string) {
  return (await callApi(staffContentRoutes.items, { params: { subjectId }, query: {} })).data;
}

/** Fetches an item's videos and notes, in order. */
export async function fetchContents(itemId: string) {
  return (await callApi(staffContentRoutes.contents, { params: { itemId } })).data;
}

/** An item's videos (with conversion status) and notes. */
export function useContents(itemId: string) {
  return useQuery({ queryKey: catalogKeys.contents(itemId), queryFn: () => fetchContents(itemId) });
}

/** Whether videos can be DRM-protected and uploaded files converted on this server. */
export function useCapabilities() {
  return useQuery({
    queryKey: ['catalog', 'capabilities'],
    queryFn: async () => (await callApi(staffContentRoutes.capabilities, {})).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
