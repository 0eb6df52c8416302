import { type ItemKind, isItemKind } from '@lms/domain';
import type { ItemContents } from '@lms/domain/contract';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useItemContents } from '../api/get-item-contents';
import { ContentBreadcrumb } from './content-breadcrumb';
import { ContentTabs } from './content-tabs';
import { LoadingOrError } from './loading-or-error';

/** Props of the videos / notes frame. */
export interface ItemContentLayoutProps {
  active: 'videos' | 'notes';
  children: (contents: ItemContents, kind: ItemKind) => ReactNode;
}

/** The frame of /videos and /notes: breadcrumbs, the Videos / Notes tabs, then the tab's content. */
export function ItemContentLayout({ active, children }: ItemContentLayoutProps) {
  const { id = '', type } = useParams();
  const kind: ItemKind = isItemKind(type) ? type : 'lecture';
  const contents = useItemContents(kind, id);
  if (!isItemKind(type)) return <Navigate to="/courses" replace />;
  const data = contents.data;
  return (
    <>
      <ContentBreadcrumb course={data?.course} subject={data?.subject} itemName={data?.name} />
      <ContentTabs active={active} id={id} kind={kind} />
      {data ? children(data, kind) : <LoadingOrError query={contents} what={kind.replace('-', ' ')} />}
    </>
  );
}
