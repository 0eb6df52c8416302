import { staffContentRoutes, type VideoBody } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Divider, Empty, Flex, List, Typography } from 'antd';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { callApi } from '../../../lib/api';
import { useT } from '../../../lib/i18n/use-t';
import { catalogKeys, useCapabilities, useContents } from '../api/catalog-queries';
import { uploadContentFile } from '../api/upload-file';
import { uploadHlsFolder } from '../api/upload-hls-folder';
import { useDeleteContent } from '../api/use-content-changes';
import { confirmDelete } from './confirm-delete';
import { ContentDetailsModal, type EditedContent } from './content-details-modal';
import { FileUploadButton } from './file-upload-button';
import { NotesUpload, titleOf } from './notes-upload';
import { ReleaseTag } from './release-fields';
import { VideoCard } from './video-card';

const VIDEO_TYPES = 'video/mp4,video/webm,video/quicktime';
const uploadOne = (files: File[], onProgress: (percent: number) => void) =>
  uploadContentFile(files[0]!, onProgress);

/**
 * An item's videos (upload, conversion, preview) and notes (several PDFs at once), each with its
 * title, description and release (now, from a date, or a draft), editable any time.
 */
export function ItemContents({ itemId }: { itemId: string }) {
  const { t } = useT();
  const contents = useContents(itemId);
  const capabilities = useCapabilities();
  const queryClient = useQueryClient();
  const remove = useDeleteContent(itemId);
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<EditedContent | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: catalogKeys.contents(itemId) });
  const canConvert = capabilities.data?.conversion ?? true;

  const register = async (body: VideoBody) => {
    await callApi(staffContentRoutes.registerVideo, { params: { itemId }, body });
    await reload();
  };

  if (contents.error) return <ErrorAlert error={contents.error} gap={0} />;
  const videos = contents.data?.videoContents ?? [];
  const notes = contents.data?.fileContents ?? [];
  return (
    <div>
      <Divider titlePlacement="start">{t('Videos')}</Divider>
      {!canConvert && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('Video conversion is not available')}
          description={t(
            'ffmpeg is not installed on the server, so video files cannot be converted: upload an already converted HLS folder (master.m3u8 with its renditions) instead.',
          )}
        />
      )}
      <Flex vertical gap={12}>
        {videos.length === 0 && !contents.isPending && <Empty description={t('No videos yet')} />}
        {videos.map((video) => (
          <VideoCard
            key={video._id}
            video={video}
            onEdit={() => setEditing({ kind: 'video', record: video })}
          />
        ))}
        <Flex wrap gap={8}>
          <FileUploadButton
            label={t('Upload video')}
            accept={VIDEO_TYPES}
            upload={uploadOne}
            onUploaded={(name, sourceKey) => register({ title: titleOf(name), sourceKey })}
            disabled={!canConvert}
          />
          <FileUploadButton
            label={t('Upload HLS folder')}
            folder
            upload={uploadHlsFolder}
            onUploaded={(name, key) => register({ title: name, hls: { key, playlist: 'master.m3u8' } })}
          />
        </Flex>
      </Flex>
      <Divider titlePlacement="start">{t('Notes')}</Divider>
      <List
        size="small"
        locale={{ emptyText: t('No notes yet') }}
        dataSource={notes}
        renderItem={(note) => (
          <List.Item
            data-testid="note-row"
            actions={[
              <Button key="edit" size="small" onClick={() => setEditing({ kind: 'file', record: note })}>
                {t('Edit')}
              </Button>,
              <Button
                key="delete"
                danger
                size="small"
                onClick={() =>
                  confirmDelete(
                    modal,
                    t,
                    t('Delete note "{{title}}"?', { title: note.title }),
                    t('Students will no longer be able to open it.'),

                    () => remove.mutateAsync({ kind: 'file', id: note._id }),
                  )
                }
              >
                {t('Delete')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={
                <Flex wrap gap={8} align="center">
                  <Typography.Text>{note.title}</Typography.Text>
                  <ReleaseTag release={note} />
                </Flex>
              }
              description={note.description ? <RichText text={note.description} /> : null}
            />
          </List.Item>
        )}
      />
      <div style={{ marginTop: 12 }}>
        <NotesUpload itemId={itemId} />
      </div>
      <ContentDetailsModal content={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
