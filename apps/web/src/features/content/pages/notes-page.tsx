import type { FileContent } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Table, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { showApiError } from '../../../lib/show-api-error';
import { useNoContextMenu } from '../../../lib/use-no-context-menu';
import { downloadNote } from '../api/download-note';
import { markComplete } from '../api/mark-complete';
import { ItemContentLayout } from '../components/item-content-layout';
import { saveBlob } from '../save-blob';

/** `/notes/{id}/{type}`: serial, title (with the teacher's description), year and a DOWNLOAD button per note. */
export function NotesPage() {
  useNoContextMenu();
  const { t, n } = useT();
  const [downloading, setDownloading] = useState<string | null>(null);
  const queryClient = useQueryClient();
  return (
    <ItemContentLayout active="notes">
      {(contents) => {
        const download = async (file: FileContent) => {
          setDownloading(file._id);
          try {
            const blob = await downloadNote(file._id);
            saveBlob(blob, `${file.title}${file.key.slice(file.key.lastIndexOf('.'))}`);
            await markComplete({
              contentId: file._id,
              courseId: contents.courseId,
              subjectId: contents.subjectId,
              type: 'file',
            }).catch(() => undefined);
            void queryClient.invalidateQueries({ queryKey: ['content'] });
          } catch (error) {
            showApiError(error);
          } finally {
            setDownloading(null);
          }
        };
        return (
          <Table<FileContent>
            rowKey="_id"
            dataSource={contents.fileContents}
            pagination={false}
            size="small"
            columns={[
              { title: t('SL'), key: 'serial', width: 40, render: (_value, _file, index) => n(index + 1) },
              {
                title: t('Title'),
                key: 'title',
                render: (_value, file) => (
                  <>
                    {file.title}
                    {file.description ? (
                      <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }}>
                        <RichText as="span" text={file.description} />
                      </Typography.Paragraph>
                    ) : null}
                  </>
                ),
              },
              {
                title: t('Year'),
                key: 'year',
                width: 56,
                render: (_value, file) => n(new Date(file.createdAt).getFullYear()),
              },
              {
                title: '',
                key: 'download',
                width: 104,
                align: 'right',
                render: (_value, file) => (
                  <Button
                    type="primary"
                    size="small"
                    loading={downloading === file._id}
                    onClick={() => void download(file)}
                  >
                    {t('DOWNLOAD')}
                  </Button>
                ),
              },
            ]}
          />
        );
      }}
    </ItemContentLayout>
  );
}
