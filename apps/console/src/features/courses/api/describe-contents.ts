import type { Translate } from '@lms/browser/i18n';
import { counted } from '../../../components/count-text';
import type { CatalogNode } from '../components/tree-node';
import { fetchContents, fetchItems, fetchSubjects } from './catalog-queries';

async function itemsOfSubjects(subjectIds: string[]) {
  return (await Promise.all(subjectIds.map(fetchItems))).flat();
}

async function contentsOfItems(itemIds: string[]) {
  const all = await Promise.all(itemIds.map(fetchContents));
  return {
    videos: all.reduce((n, c) => n + c.videoContents.length, 0),
    notes: all.reduce((n, c) => n + c.fileContents.length, 0),
  };
}

/**
 * What deleting a node takes with it, in the shown language's words ("2 subjects, 5 lectures, chapters
 * and question solves, 3 videos, 1 note"), read from the server at the moment of asking.
 */
export async function describeContents(t: Translate, node: CatalogNode): Promise<string> {
  const parts: string[] = [];
  let itemIds: string[];
  if (node.level === 'course') {
    const subjects = await fetchSubjects(node.id);
    parts.push(counted(t, 'subject', subjects.length));
    itemIds = (await itemsOfSubjects(subjects.map((s) => s._id))).map((i) => i._id);
    parts.push(counted(t, 'lecture, chapter or question solve', itemIds.length));
  } else if (node.level === 'subject') {
    itemIds = (await fetchItems(node.id)).map((i) => i._id);
    parts.push(counted(t, 'lecture, chapter or question solve', itemIds.length));
  } else {
    itemIds = [node.id];
  }
  const { videos, notes } = await contentsOfItems(itemIds);
  parts.push(counted(t, 'video', videos), counted(t, 'note', notes));
  return parts.join(', ');
}
