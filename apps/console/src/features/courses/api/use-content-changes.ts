import {
  type FileChanges,
  type StaffVideo,
  staffContentRoutes,
  type VideoChanges,
} from '@lms/domain/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { catalogKeys } from './catalog-queries';

/** Changes a video (publishing, DRM), then reloads its item's contents. */
export function useUpdateVideo(video: StaffVideo) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VideoChanges) =>
      (await callApi(staffContentRoutes.updateVideo, { params: { videoId: video._id }, body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.contents(video.itemId) }),
  });
}

/** Deletes a video or a note of an item, then reloads the item's contents. */
export function useDeleteContent(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id }: { kind: 'video' | 'file'; id: string }) => {
      const route = kind === 'video' ? staffContentRoutes.deleteVideo : staffContentRoutes.deleteFile;
      await callApi(route, { params: { id } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.contents(itemId) }),
  });
}

/** What a change of a video's or a note's details names: which one, and the change. */
export type ContentChange =
  | { kind: 'video'; id: string; body: VideoChanges }
  | { kind: 'file'; id: string; body: FileChanges };

/** Renames, describes, publishes or schedules a video or a note of an item, then reloads its contents. */
export function useUpdateContent(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ContentChange) => {
      if (change.kind === 'video')
        await callApi(staffContentRoutes.updateVideo, { params: { videoId: change.id }, body: change.body });
      else await callApi(staffContentRoutes.updateFile, { params: { fileId: change.id }, body: change.body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.contents(itemId) }),
  });
}
