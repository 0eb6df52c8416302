import { Tag, Tree, type TreeDataNode, type TreeProps } from 'antd';
import type { LoadedNode } from '../api/catalog-tree';
import { reordered, useReorder } from '../api/use-reorder';
import { type CatalogNode, KIND_LABEL, nodeKey, nodeName } from './tree-node';

interface DataNode extends TreeDataNode {
  node: CatalogNode;
  siblings: string[];
}

function toData(loaded: LoadedNode[]): DataNode[] {
  const siblings = loaded.map((l) => l.node.id);
  return loaded.map(({ node, children }) => ({
    key: nodeKey(node),
    node,
    siblings,
    isLeaf: node.level === 'item' || (children !== undefined && children.length === 0),
    title: (
      <span>
        {node.level === 'item' && <Tag>{KIND_LABEL[node.item.kind]}</Tag>}
        {nodeName(node)}
      </span>
    ),
    children: children ? toData(children) : undefined,
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
  onSelect: (node: CatalogNode | null) => void;
}) {
  const reorder = useReorder();
  const data = toData(tree);

  const allowDrop: TreeProps<DataNode>['allowDrop'] = ({ dragNode, dropNode, dropPosition }) =>
    dropPosition !== 0 &&
    dragNode.node.level === dropNode.node.level &&
    dragNode.node.parentId === dropNode.node.parentId;

  const onDrop: TreeProps<DataNode>['onDrop'] = (info) => {
    const moved = info.dragNode.node;
    const target = info.node.node;
    if (!info.dropToGap || moved.level !== target.level || moved.parentId !== target.parentId) return;
    const place = info.dropPosition - Number(info.node.pos.split('-').at(-1));
    const ids = reordered(info.node.siblings, moved.id, target.id, place < 0);
    reorder.mutate({ node: moved, ids });
  };

  return (
    <Tree<DataNode>
      aria-label="Courses"
      blockNode
      draggable={{ icon: false }}
      allowDrop={allowDrop}
      onDrop={onDrop}
      treeData={data}
      expandedKeys={openKeys}
      onExpand={(keys) => onOpen(keys.map(String))}
      selectedKeys={selectedKey ? [selectedKey] : []}
      onSelect={(_keys, info) => onSelect(info.selected ? info.node.node : null)}
    />
  );
}
