import type { CatalogNode } from '../components/tree-node';
import { fetchContents, fetchItems, fetchSubjects } from './catalog-queries';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

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
 * What deleting a node takes with it, in words ("2 subjects, 5 items, 3 videos and 1 note"), read
 * from the server at the moment of asking.
 */
export async function describeContents(node: CatalogNode): Promise<string> {
  const parts: string[] = [];
  let itemIds: string[];
  if (node.level === 'course') {
    const subjects = await fetchSubjects(node.id);
    parts.push(count(subjects.length, 'subject'));
    itemIds = (await itemsOfSubjects(subjects.map((s) => s._id))).map((i) => i._id);
    parts.push(
      count(itemIds.length, 'lecture, chapter or question solve', 'lectures, chapters and question solves'),
    );
  } else if (node.level === 'subject') {
    itemIds = (await fetchItems(node.id)).map((i) => i._id);
    parts.push(
      count(itemIds.length, 'lecture, chapter or question solve', 'lectures, chapters and question solves'),
    );
  } else {
    itemIds = [node.id];
  }
  const { videos, notes } = await contentsOfItems(itemIds);
  parts.push(count(videos, 'video'), count(notes, 'note'));
  return parts.join(', ');
}
