import { Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../lib/i18n/use-t';
import { type LoadedNode, useCatalogTree } from '../api/catalog-tree';
import { type NewChild, useCreateNode } from '../api/use-catalog-changes';
import { CourseTree } from '../components/course-tree';
import { NameModal } from '../components/name-modal';
import { NodePanel } from '../components/node-panel';
import { type CatalogNode, nodeKey } from '../components/tree-node';

function find(tree: LoadedNode[], key: string): { node: CatalogNode; siblings: string[] } | null {
  for (const loaded of tree) {
    if (nodeKey(loaded.node) === key) return { node: loaded.node, siblings: tree.map((l) => l.node.id) };
    const inside = loaded.children ? find(loaded.children, key) : null;
    if (inside) return inside;
  }
  return null;
}

/**
 * The catalogue: courses, their subjects and the lectures, chapters and question solves of each
 * subject as a tree (drag to reorder), and the selected one's details, videos and notes beside it.
 */
export function CoursesPage() {
  const { t } = useT();
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [addingCourse, setAddingCourse] = useState(false);
  const { tree, error, loading } = useCatalogTree(openKeys);
  const createCourse = useCreateNode();
  const selected = tree && selectedKey ? find(tree, selectedKey) : null;

  const open = (key: string) => setOpenKeys((keys) => (keys.includes(key) ? keys : [...keys, key]));
  const onCreated = (parent: CatalogNode | null, child: NewChild, id: string) => {
    if (parent) open(nodeKey(parent));
    setSelectedKey(nodeKey({ level: child.level, id }));
  };

  return (
    <section aria-labelledby="courses-title">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title id="courses-title" level={3} style={{ margin: 0 }}>
          {t('Courses')}
        </Typography.Title>
        <Button type="primary" onClick={() => setAddingCourse(true)}>
          {t('Add course')}
        </Button>
      </Flex>
      <ErrorAlert error={error} />
      <Flex wrap gap={16} align="flex-start">
        <Card
          size="small"
          title={t('Catalogue')}
          extra={loading ? <Spin size="small" /> : null}
          style={{ flex: '1 1 280px', minWidth: 0 }}
        >
          {tree && tree.length === 0 && <Empty description={t('No courses yet')} />}
          {tree && (
            <CourseTree
              tree={tree}
              openKeys={openKeys}
              onOpen={setOpenKeys}
              selectedKey={selectedKey}
              onSelect={(node) => setSelectedKey(nodeKey(node))}
            />
          )}
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
            {t('Drag a course, subject or item above or below a sibling to reorder.')}
          </Typography.Text>
        </Card>
        <div style={{ flex: '2 1 420px', minWidth: 0 }}>
          {selected ? (
            <NodePanel
              key={selectedKey}
              node={selected.node}
              siblings={selected.siblings}
              onCreated={onCreated}
              onDeleted={() => setSelectedKey(null)}
            />
          ) : (
            <Card>
              <Empty description={t('Select a course, subject or item to manage it')} />
            </Card>
          )}
        </div>
      </Flex>
      <NameModal
        open={addingCourse}
        title={t('Add course')}
        okText={t('Add')}
        withDescription
        courseFields
        pending={createCourse.isPending}
        error={createCourse.error}
        onSave={(values) =>
          createCourse.mutateAsync({ child: { level: 'course' }, values }).then((id) => {
            setAddingCourse(false);
            onCreated(null, { level: 'course' }, id);
          })
        }
        onClose={() => {
          createCourse.reset();
          setAddingCourse(false);
        }}
      />
    </section>
  );
}
