import { staffContentRoutes, type VideoBody } from '@lms/domain/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Divider, Empty, Flex, List, Typography } from 'antd';
import { ErrorAlert } from '../../../components/error-alert';
import { callApi } from '../../../lib/api';
import { useT } from '../../../lib/i18n/use-t';
import { catalogKeys, useCapabilities, useContents } from '../api/catalog-queries';
import { uploadContentFile } from '../api/upload-file';
import { uploadHlsFolder } from '../api/upload-hls-folder';
import { useDeleteContent } from '../api/use-content-changes';
import { confirmDelete } from './confirm-delete';
import { FileUploadButton } from './file-upload-button';
import { VideoCard } from './video-card';

const VIDEO_TYPES = 'video/mp4,video/webm,video/quicktime';
const titleOf = (name: string) => name.replace(/\.[^.]+$/, '') || name;
const uploadOne = (files: File[], onProgress: (percent: number) => void) =>
  uploadContentFile(files[0]!, onProgress);

/** An item's videos (upload, conversion, preview) and notes (PDF upload). */
export function ItemContents({ itemId }: { itemId: string }) {
  const { t } = useT();
  const contents = useContents(itemId);
  const capabilities = useCapabilities();
  const queryClient = useQueryClient();
  const remove = useDeleteContent(itemId);
  const { modal } = App.useApp();
  const reload = () => queryClient.invalidateQueries({ queryKey: catalogKeys.contents(itemId) });
  const canConvert = capabilities.data?.conversion ?? true;

  const register = async (body: VideoBody) => {
    await callApi(staffContentRoutes.registerVideo, { params: { itemId }, body });
    await reload();
  };
  const addNote = async (name: string, key: string) => {
    await callApi(staffContentRoutes.addFile, { params: { itemId }, body: { title: titleOf(name), key } });
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
          <VideoCard key={video._id} video={video} />
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
            actions={[
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
            <Typography.Text>{note.title}</Typography.Text>
          </List.Item>
        )}
      />
      <div style={{ marginTop: 12 }}>
        <FileUploadButton
          label={t('Upload notes (PDF)')}
          accept="application/pdf"
          upload={uploadOne}
          onUploaded={addNote}
        />
      </div>
    </div>
  );
}
