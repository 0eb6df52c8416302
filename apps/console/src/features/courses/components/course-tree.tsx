import type { Translate } from '@lms/browser/i18n';
import { Tag, Tree, type TreeDataNode, type TreeProps } from 'antd';
import { itemKindLabel } from '../../../components/item-kind';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { useT } from '../../../lib/i18n/use-t';
import type { LoadedNode } from '../api/catalog-tree';
import { reordered, useReorder } from '../api/use-reorder';
import { type CatalogNode, nodeKey, nodeName } from './tree-node';

interface DataNode extends TreeDataNode {
  node: CatalogNode;
  siblings: string[];
}

function toData(loaded: LoadedNode[], t: Translate): DataNode[] {
  const siblings = loaded.map((l) => l.node.id);
  return loaded.map(({ node, children }) => ({
    key: nodeKey(node),
    node,
    siblings,
    isLeaf: node.level === 'item' || (children !== undefined && children.length === 0),
    title: (
      <span>
        {node.level === 'item' && <Tag>{itemKindLabel(t, node.item.kind)}</Tag>}
        {nodeName(node)}
      </span>
    ),
    children: children ? toData(children, t) : undefined,
  }));
}

/**
 * The catalogue as a tree (course > subject > lecture, chapter, question solve). Opening a node loads
 * its children; dragging a node before or after a sibling saves the new order.
 */
export function CourseTree({
  tree,
  openKeys,
  onOpen,
  selectedKey,
  onSelect,
}: {
  tree: LoadedNode[];
  openKeys: string[];
  onOpen: (keys: string[]) => void;
  selectedKey: string | null;
  onSelect: (node: CatalogNode) => void;
}) {
  const { t } = useT();
  const reorder = useReorder();
  // A drop while the last one is still being saved is ignored: the tree snaps back to the saved order.
  const reordering = useSubmitGuard((change: Parameters<typeof reorder.mutateAsync>[0]) =>
    reorder.mutateAsync(change),
  );
  const data = toData(tree, t);

  // Before or after a sibling; or "into" its own parent, which is where a first child goes.
  const allowDrop: TreeProps<DataNode>['allowDrop'] = ({ dragNode, dropNode, dropPosition }) =>
    dropPosition === 0
      ? dropNode.node.id === dragNode.node.parentId
      : dragNode.node.level === dropNode.node.level && dragNode.node.parentId === dropNode.node.parentId;

  const onDrop: TreeProps<DataNode>['onDrop'] = (info) => {
    const moved = info.dragNode.node;
    const target = info.node.node;
    if (!info.dropToGap) {
      if (target.id !== moved.parentId) return;
      reordering.submit({
        node: moved,
        ids: [moved.id, ...info.dragNode.siblings.filter((id) => id !== moved.id)],
      });
      return;
    }
    if (moved.level !== target.level || moved.parentId !== target.parentId) return;
    const place = info.dropPosition - Number(info.node.pos.split('-').at(-1));
    reordering.submit({ node: moved, ids: reordered(info.node.siblings, moved.id, target.id, place < 0) });
  };

  return (
    <Tree<DataNode>
      aria-label={t('Courses')}
      blockNode
      draggable={{ icon: false }}
      allowDrop={allowDrop}
      onDrop={onDrop}
      treeData={data}
      expandedKeys={openKeys}
      onExpand={(keys) => onOpen(keys.map(String))}
      selectedKeys={selectedKey ? [selectedKey] : []}
      // Clicking the selected node again keeps it selected.
      onSelect={(_keys, info) => onSelect(info.node.node)}
    />
  );
}
