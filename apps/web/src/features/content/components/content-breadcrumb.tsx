import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link';
import { useT } from '../../../lib/i18n/use-t';
import { itemListPath } from '../item-routes';
import type { StudyPlace } from '../use-study-place';

/** Props of the study breadcrumb. */
export interface ContentBreadcrumbProps extends StudyPlace {
  /** The item's name, last and not a link. */
  itemName?: string;
}

// The page's one h1: the place the student is at, looking like the rest of the breadcrumb.
const currentPlace = {
  display: 'inline',
  margin: 0,
  fontSize: 'inherit',
  fontWeight: 'inherit',
  color: 'inherit',
};

/**
 * My Courses > course name (its subjects) > subject name (its chapters) > item name. The last place
 * (the subject or the item) is the page's heading.
 */
export function ContentBreadcrumb({ course, subject, itemName }: ContentBreadcrumbProps) {
  const { t } = useT();
  const items: { title: ReactNode }[] = [{ title: <AppLink to="/courses">{t('My Courses')}</AppLink> }];
  if (course) items.push({ title: <AppLink to={`/subjects/${course._id}`}>{course.name}</AppLink> });
  if (subject) {
    items.push({
      title: itemName ? (
        <AppLink to={itemListPath('chapter', subject._id)}>{subject.name}</AppLink>
      ) : (
        <h1 style={currentPlace}>{subject.name}</h1>
      ),
    });
  }
  if (itemName) items.push({ title: <h1 style={currentPlace}>{itemName}</h1> });
  return <Breadcrumb items={items} style={{ marginBottom: 12 }} />;
}
