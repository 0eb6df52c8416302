import type { Translate } from '@lms/browser/i18n';
import type { ItemKind } from '@lms/domain';
import { RichText } from '@lms/rich-text';
import { App, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { itemKindLabel } from '../../../components/item-kind';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { describeContents } from '../api/describe-contents';
import { type NewChild, useCreateNode, useDeleteNode, useRenameNode } from '../api/use-catalog-changes';
import { useReorder } from '../api/use-reorder';
import { confirmDelete } from './confirm-delete';
import { ItemContents } from './item-contents';
import { NameModal, type NameValues } from './name-modal';
import { type CatalogNode, nodeName } from './tree-node';

const levelLabel = (t: Translate, node: CatalogNode) => {
  if (node.level === 'item') return itemKindLabel(t, node.item.kind);
  return node.level === 'course' ? t('Course') : t('Subject');
};

const addLabel = (t: Translate, kind: ItemKind) => {
  if (kind === 'lecture') return t('Add lecture');
  if (kind === 'chapter') return t('Add chapter');
  return t('Add question solve');
};

function childrenOf(t: Translate, node: CatalogNode): { label: string; child: NewChild }[] {
  if (node.level === 'course')
    return [{ label: t('Add subject'), child: { level: 'subject', courseId: node.id } }];
  if (node.level === 'subject')
    return (['lecture', 'chapter', 'question-solve'] as const).map((kind) => ({
      label: addLabel(t, kind),
      child: { level: 'item', subjectId: node.id, kind },
    }));
  return [];
}

function facts(t: Translate, node: CatalogNode, description: string | undefined) {
  const list = description
    ? [{ key: 'description', label: t('Description'), children: <RichText text={description} /> }]
    : [];
  if (node.level === 'subject')
    return [
      ...list,
      { key: 'qa', label: t('Q&A in this subject'), children: node.subject.qa ? t('Yes') : t('No') },
    ];
  if (node.level !== 'course') return list;
  return [
    ...list,
    {
      key: 'type',
      label: t('Type'),
      children: node.course.type === 'qna' ? t('Q&A forum card') : t('Course'),
    },
    { key: 'qa', label: t('Q&A forum'), children: node.course.qa ? t('Yes') : t('No') },
  ];
}

/**
 * The selected course, subject or item: rename, move among its siblings, delete (after saying what
 * goes with it), add what goes under it, and for an item its videos and notes.
 */
export function NodePanel({
  node,
  siblings,
  onCreated,
  onDeleted,
}: {
  node: CatalogNode;
  siblings: string[];
  onCreated: (parent: CatalogNode, child: NewChild, id: string) => void;
  onDeleted: () => void;
}) {
  const { t } = useT();
  const { modal, message } = App.useApp();
  const [editing, setEditing] = useState<
    null | { kind: 'rename' } | { kind: 'add'; child: NewChild; label: string }
  >(null);
  const create = useCreateNode();
  const rename = useRenameNode();
  const remove = useDeleteNode();
  const reorder = useReorder();
  const description =
    node.level === 'subject' ? undefined : (node.level === 'course' ? node.course : node.item).description;
  const at = siblings.indexOf(node.id);

  const move = useSubmitGuard((by: -1 | 1) => {
    const ids = [...siblings];
    const [moved] = ids.splice(at, 1);
    ids.splice(at + by, 0, moved!);
    return reorder.mutateAsync({ node, ids });
  });

  // One confirmation at a time, however fast Delete is clicked again while the contents are counted.
  const askDelete = useSubmitGuard(async () => {
    let inside: string;
    try {
      inside = await describeContents(t, node);
    } catch (error) {
      message.error(t('Could not check what is inside: {{reason}}', { reason: errorText(error) }));
      return;
    }
    confirmDelete(
      modal,
      t,
      t('Delete {{what}} "{{name}}"?', { what: levelLabel(t, node).toLowerCase(), name: nodeName(node) }),
      t('Everything inside goes with it: {{inside}}. Students lose access at once. This cannot be undone.', {
        inside,
      }),
      async () => {
        try {
          await remove.mutateAsync(node);
          message.success(t('Deleted "{{name}}"', { name: nodeName(node) }));
          onDeleted();
        } catch (error) {
          message.error(t('Nothing was deleted: {{reason}}', { reason: errorText(error) }));
        }
      },
    );
  });

  const save = (values: NameValues) => {
    if (editing?.kind === 'rename') {
      return rename.mutateAsync({ node, values }).then(() => setEditing(null));
    }
    if (editing?.kind === 'add') {
      const { child } = editing;
      return create.mutateAsync({ child, values }).then((id) => {
        setEditing(null);
        onCreated(node, child, id);
      });
    }
  };
  const adding = editing?.kind === 'add' ? editing : null;
  const closeModal = () => {
    create.reset();
    rename.reset();
    setEditing(null);
  };

  return (
    <Card
      title={
        <Typography.Text ellipsis>
          {levelLabel(t, node)}: {nodeName(node)}
        </Typography.Text>
      }
    >
      <Descriptions size="small" column={1} items={facts(t, node, description)} />
      <Flex wrap gap={8} style={{ margin: '12px 0' }}>
        {childrenOf(t, node).map(({ label, child }) => (
          <Button key={label} type="primary" onClick={() => setEditing({ kind: 'add', child, label })}>
            {label}
          </Button>
        ))}
        <Button onClick={() => setEditing({ kind: 'rename' })}>{t('Rename')}</Button>
        <Button disabled={at <= 0} loading={reorder.isPending} onClick={() => move.submit(-1)}>
          {t('Move up')}
        </Button>
        <Button
          disabled={at < 0 || at >= siblings.length - 1}
          loading={reorder.isPending}
          onClick={() => move.submit(1)}
        >
          {t('Move down')}
        </Button>
        <Button danger loading={askDelete.busy} onClick={() => askDelete.submit()}>
          {t('Delete')}
        </Button>
      </Flex>
      {node.level === 'item' && <ItemContents itemId={node.id} />}
      <NameModal
        open={editing !== null}
        title={adding ? adding.label : t('Rename {{what}}', { what: levelLabel(t, node).toLowerCase() })}
        okText={adding ? t('Add') : t('Save')}
        initial={
          adding
            ? undefined
            : {
                name: nodeName(node),
                description,
                ...(node.level === 'course'
                  ? { type: node.course.type, qa: node.course.qa, image: node.course.image }
                  : {}),
                ...(node.level === 'subject' ? { qa: node.subject.qa, image: node.subject.image } : {}),
              }
        }
        courseFields={!adding && node.level === 'course'}
        subjectFields={!adding && node.level === 'subject'}
        withCover={!adding && node.level !== 'item'}
        withDescription={adding ? adding.child.level === 'item' : node.level !== 'subject'}
        pending={create.isPending || rename.isPending}
        error={create.error ?? rename.error}
        onSave={save}
        onClose={closeModal}
      />
    </Card>
  );
}
