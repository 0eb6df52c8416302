import {
  admitCardRoutes,
  type GroupListQuery,
  type GroupMembersQuery,
  groupAccessRoutes,
  type ItemOptionsQuery,
  orgArchiveRoutes,
  type StudentListQuery,
  staffContentRoutes,
  staffRoutes,
} from '@lms/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { downloadFile } from '../../../lib/download-file';

/** A page of groups, searched, filtered and sorted by the server. */
export function useGroupPage(query: GroupListQuery) {
  return useQuery({
    queryKey: ['group-page', query],
    queryFn: async () => (await callApi(staffRoutes.pageGroups, { query })).data,
    placeholderData: keepPreviousData,
  });
}

/** A group and a page of its members. */
export function useGroupDetail(groupId: string, query: GroupMembersQuery) {
  return useQuery({
    queryKey: ['group-detail', groupId, query],
    queryFn: async () => (await callApi(staffRoutes.groupDetail, { params: { groupId }, query })).data,
    placeholderData: keepPreviousData,
  });
}

/** The courses a group can be given. */
export function useCourseOptions() {
  return useQuery({
    queryKey: ['group-course-options'],
    queryFn: async () => (await callApi(staffRoutes.courseOptions, {})).data,
  });
}

/** Content items matching a search, to grant. */
export function useItemOptions(query: ItemOptionsQuery) {
  return useQuery({
    queryKey: ['group-item-options', query],
    queryFn: async () => (await callApi(staffRoutes.itemOptions, { query })).data,
    placeholderData: keepPreviousData,
  });
}

/** A page of students to pick from. */
export function useStudentSearch(query: StudentListQuery) {
  return useQuery({
    queryKey: ['students', query],
    queryFn: async () => (await callApi(staffRoutes.listStudents, { query })).data,
    placeholderData: keepPreviousData,
  });
}

/** The items granted to a group one by one. */
export function useGroupItems(groupId: string) {
  return useQuery({
    queryKey: ['group-items', groupId],
    queryFn: async () => (await callApi(staffContentRoutes.groupItems, { params: { groupId } })).data,
  });
}

/** The institute's branches, archived ones too (marked). */
export function useBranchList() {
  return useQuery({
    queryKey: ['branches', 'all'],
    queryFn: async () => (await callApi(staffRoutes.listBranches, { query: { include: 'all' } })).data,
  });
}

/** What archiving a group touches, counted when the dialog opens. */
export function useGroupArchiveImpact(groupId: string | null) {
  return useQuery({
    queryKey: ['group-archive-impact', groupId],
    queryFn: async () =>
      (await callApi(orgArchiveRoutes.groupArchiveImpact, { params: { groupId: groupId ?? '' } })).data,
    enabled: groupId !== null,
    staleTime: 0,
  });
}

/** What archiving a branch touches, counted when the dialog opens. */
export function useBranchArchiveImpact(branchId: string | null) {
  return useQuery({
    queryKey: ['branch-archive-impact', branchId],
    queryFn: async () =>
      (await callApi(orgArchiveRoutes.branchArchiveImpact, { params: { branchId: branchId ?? '' } })).data,
    enabled: branchId !== null,
    staleTime: 0,
  });
}

/** Archives a group, or brings it back. */
export function useArchiveGroup(groupId: string) {
  const reload = useReloadGroups();
  return useMutation({
    mutationFn: async (archived: boolean) =>
      (await callApi(orgArchiveRoutes.archiveGroup, { params: { groupId }, body: { archived } })).data,
    onSuccess: reload,
  });
}

/** Reloads every list a group change shows in (the roster's group filter too). */
function useReloadGroups() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(
      ['group-page', 'group-detail', 'groups', 'students', 'group-archive-impact'].map((key) =>
        queryClient.invalidateQueries({ queryKey: [key] }),
      ),
    );
  };
}

/** Creates a group, then gives it its course when one was chosen. */
export function useCreateGroup() {
  const reload = useReloadGroups();
  return useMutation({
    mutationFn: async (body: { name: string; courseId?: string | undefined }) =>
      (await callApi(staffRoutes.createGroup, { body })).data,
    onSuccess: reload,
  });
}

/** Renames a group. */
export function useRenameGroup(groupId: string) {
  const reload = useReloadGroups();
  return useMutation({
    mutationFn: async (name: string) =>
      (await callApi(staffRoutes.updateGroup, { params: { groupId }, body: { name } })).data,
    onSuccess: reload,
  });
}

/** What a group's students see: each course, whole or item by item, its subjects and Q&A. */
export function useGroupAccess(groupId: string) {
  return useQuery({
    queryKey: ['group-access', groupId],
    queryFn: async () => (await callApi(groupAccessRoutes.groupAccess, { params: { groupId } })).data,
  });
}

/** What giving a group exactly these courses would take away from its students. */
export async function checkGroupCourses(groupId: string, courseIds: string[]) {
  return (await callApi(groupAccessRoutes.checkGroupCourses, { params: { groupId }, body: { courseIds } }))
    .data;
}

/** Gives a group exactly these courses (each whole); `confirmLoss` once staff saw what is lost. */
export function useSetGroupCourses(groupId: string) {
  const reload = useReloadGroups();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { courseIds: string[]; confirmLoss?: boolean }) =>
      (await callApi(groupAccessRoutes.setGroupCourses, { params: { groupId }, body })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['group-access', groupId] });
      await reload();
    },
  });
}

/** Adds students to a group. */
export function useAddMembers(groupId: string) {
  const reload = useReloadGroups();
  return useMutation({
    mutationFn: async (studentIds: string[]) =>
      (await callApi(staffRoutes.addGroupMembers, { params: { groupId }, body: { studentIds } })).data,
    onSuccess: reload,
  });
}

/** Removes students from a group. */
export function useRemoveMembers(groupId: string) {
  const reload = useReloadGroups();
  return useMutation({
    mutationFn: async (studentIds: string[]) =>
      (await callApi(staffRoutes.removeGroupMembers, { params: { groupId }, body: { studentIds } })).data,
    onSuccess: reload,
  });
}

/** Grants items to a group, or takes one back. */
export function useGrants(groupId: string) {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all(
      ['group-items', 'group-access'].map((key) =>
        queryClient.invalidateQueries({ queryKey: [key, groupId] }),
      ),
    );
  const grant = useMutation({
    mutationFn: async (itemIds: string[]) =>
      (await callApi(staffContentRoutes.grantItems, { params: { groupId }, body: { itemIds } })).data,
    onSuccess: reload,
  });
  const revoke = useMutation({
    mutationFn: async (itemId: string) =>
      (await callApi(staffContentRoutes.revokeItem, { params: { groupId, itemId } })).data,
    onSuccess: reload,
  });
  return { grant, revoke };
}

/** Adds a branch, or renames one. */
export function useBranchMutations() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['branches'] });
  const create = useMutation({
    mutationFn: async (body: { name: string; division?: string | undefined }) =>
      (await callApi(staffRoutes.createBranch, { body })).data,
    onSuccess: reload,
  });
  const update = useMutation({
    mutationFn: async ({ branchId, ...body }: { branchId: string; name: string; division: string }) =>
      (await callApi(staffRoutes.updateBranch, { params: { branchId }, body })).data,
    onSuccess: reload,
  });
  const archive = useMutation({
    mutationFn: async ({ branchId, archived }: { branchId: string; archived: boolean }) =>
      (await callApi(orgArchiveRoutes.archiveBranch, { params: { branchId }, body: { archived } })).data,
    onSuccess: async () => {
      await reload();
      await queryClient.invalidateQueries({ queryKey: ['branch-archive-impact'] });
    },
  });
  return { create, update, archive };
}

/** Downloads a group's admit cards (English or Bengali) as a PDF to print. */
export function downloadAdmitCards(groupId: string, lang: 'en' | 'bn') {
  return downloadFile(
    admitCardRoutes.admitCardsPdf,
    { params: { groupId }, query: { lang } },
    `admit-cards-${groupId.slice(0, 8)}.pdf`,
  );
}
