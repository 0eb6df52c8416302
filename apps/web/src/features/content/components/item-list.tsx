import { type ItemKind, isItemKind } from '@lms/domain';
import { Navigate, useParams } from 'react-router-dom';
import { useItems } from '../api/get-items';
import { useStudyPlace } from '../use-study-place';
import { CardGrid } from './card-grid';
import { ContentBreadcrumb } from './content-breadcrumb';
import { ItemCard } from './item-card';
import { ItemKindTabs } from './item-kind-tabs';
import { LoadingOrError } from './loading-or-error';
import { NothingAdded } from './nothing-added';

/** Props of the item list page: which sub-tab it is. */
export interface ItemsPageProps {
  kind: ItemKind;
}

/** `/chapters|lectures|question-solve/{subjectId}`: breadcrumb, sub-tabs and the item cards in staff order. */
export function ItemsPage({ kind }: ItemsPageProps) {
  const { subjectId = '' } = useParams();
  const items = useItems(kind, subjectId);
  const place = useStudyPlace({ subjectId, courseId: items.data?.[0]?.courseId });
  if (!isItemKind(kind)) return <Navigate to="/courses" replace />;
  return (
    <>
      <ContentBreadcrumb course={place.course} subject={place.subject} />
      <ItemKindTabs kind={kind} subjectId={subjectId} />
      {items.data ? (
        items.data.length === 0 ? (
          <NothingAdded />
        ) : (
          <CardGrid>
            {items.data.map((item) => (
              <ItemCard key={item._id} item={item} />
            ))}
          </CardGrid>
        )
      ) : (
        <LoadingOrError query={items} what="subject" />
      )}
    </>
  );
}
