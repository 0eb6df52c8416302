import { useQueries } from '@tanstack/react-query';
import type { CatalogNode } from '../components/tree-node';
import { catalogKeys, fetchItems, fetchSubjects, useCourses } from './catalog-queries';

/** A node with its loaded children (undefined while not opened or loading). */
export interface LoadedNode {
  node: CatalogNode;
  children?: LoadedNode[];
}

/**
 * The catalogue as a tree: every course, and the subjects and items of the courses and subjects that
 * are open (each level is loaded when first opened).
 */
export function useCatalogTree(openKeys: readonly string[]) {
  const courses = useCourses();
  const openIds = (level: string) =>
    openKeys.filter((k) => k.startsWith(`${level}:`)).map((k) => k.slice(level.length + 1));
  const courseIds = openIds('course');
  const subjectIds = openIds('subject');
  const subjects = useQueries({
    queries: courseIds.map((id) => ({
      queryKey: catalogKeys.subjects(id),
      queryFn: () => fetchSubjects(id),
    })),
  });
  const items = useQueries({
    queries: subjectIds.map((id) => ({ queryKey: catalogKeys.items(id), queryFn: () => fetchItems(id) })),
  });
  const subjectsOf = new Map(courseIds.map((id, i) => [id, subjects[i]?.data]));
  const itemsOf = new Map(subjectIds.map((id, i) => [id, items[i]?.data]));

  const tree: LoadedNode[] | undefined = courses.data?.map((course) => ({
    node: { level: 'course', id: course._id, parentId: null, course },
    children: subjectsOf.get(course._id)?.map((subject) => ({
      node: { level: 'subject', id: subject._id, parentId: course._id, subject },
      children: itemsOf.get(subject._id)?.map((item) => ({
        node: { level: 'item', id: item._id, parentId: subject._id, item },
      })),
    })),
  }));
  const loading = courses.isFetching || subjects.some((q) => q.isFetching) || items.some((q) => q.isFetching);
  return { tree, error: courses.error, loading };
}
