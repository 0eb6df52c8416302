import { type StaffVideo, staffContentRoutes } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Progress, Switch, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { callApi } from '../../../lib/api';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { catalogKeys, useCapabilities } from '../api/catalog-queries';
import { useDeleteContent, useUpdateVideo } from '../api/use-content-changes';
import { confirmDelete } from './confirm-delete';
import { PreviewPlayer } from './preview-player';
import { ReleaseTag } from './release-fields';

/** How often a converting video's status is asked for. */
const POLL_MS = 2_000;
/** A conversion whose node has not reported for this long is taken over by another node. */
const STALE_MS = 2 * 60_000;
const stalled = (v: StaffVideo) =>
  v.status === 'processing' && v.heartbeatAt !== null && Date.now() - Date.parse(v.heartbeatAt) > STALE_MS;
const converting = (v: StaffVideo) => v.status === 'queued' || v.status === 'processing';

/** A converting video's status, asked for every 2 s until it is ready or failed. */
function useLiveVideo(initial: StaffVideo): StaffVideo {
  const queryClient = useQueryClient();
  const live = useQuery({
    queryKey: catalogKeys.video(initial._id),
    queryFn: async () => (await callApi(staffContentRoutes.video, { params: { videoId: initial._id } })).data,
    enabled: converting(initial),
    initialData: initial,
    refetchInterval: (query) => (query.state.data && converting(query.state.data) ? POLL_MS : false),
  });
  const video = converting(initial) ? live.data : initial;
  const done = converting(initial) && !converting(live.data);
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: catalogKeys.contents(initial.itemId) });
  }, [done, queryClient, initial.itemId]);
  return video;
}

function Status({ video }: { video: StaffVideo }) {
  const { t } = useT();
  if (video.status === 'ready') return <Tag color="green">{t('Ready')}</Tag>;
  if (video.status === 'failed') return <Tag color="red">{t('Conversion failed')}</Tag>;
  return (
    <div style={{ flex: '1 1 200px' }}>
      <Typography.Text type="secondary">
        {video.status === 'queued' ? t('Waiting to convert') : t('Converting to HLS')}
      </Typography.Text>
      {stalled(video) && (
        <Typography.Text type="warning" style={{ display: 'block' }}>
          {t('The converting server stopped reporting; another server will take the conversion over.')}
        </Typography.Text>
      )}
      <Progress
        percent={Math.floor(video.progress)}
        status="active"
        aria-label={t('Conversion of {{title}}', { title: video.title })}
      />
    </div>
  );
}

/**
 * One video of an item: its conversion status (polled with progress while converting), a clear
 * message if the conversion failed, its release, publish and DRM switches, a preview player, edit
 * (title, description, release) and delete.
 */
export function VideoCard({ video: initial, onEdit }: { video: StaffVideo; onEdit: () => void }) {
  const { t } = useT();
  const video = useLiveVideo(initial);
  const { modal, message } = App.useApp();
  const capabilities = useCapabilities();
  const update = useUpdateVideo(video);
  const remove = useDeleteContent(video.itemId);
  const [previewing, setPreviewing] = useState(false);
  const drm = capabilities.data?.drm ?? false;

  const changing = useSubmitGuard((body: Parameters<typeof update.mutateAsync>[0], done: string) =>
    update.mutateAsync(body).then(
      () => message.success(done),
      (error: unknown) => message.error(t('Not changed: {{reason}}', { reason: errorText(error) })),
    ),
  );
  const change = changing.submit;
  const askDelete = () =>
    confirmDelete(
      modal,
      t,
      t('Delete video "{{title}}"?', { title: video.title }),
      t('Its converted files go too; students who open this lecture will no longer see it.'),
      () => remove.mutateAsync({ kind: 'video', id: video._id }),
    );

  return (
    <Card
      size="small"
      title={video.title}
      extra={<ReleaseTag release={video} />}
      data-testid="video-card"
      data-status={video.status}
    >
      {video.description && (
        <Typography.Paragraph type="secondary">
          <RichText text={video.description} />
        </Typography.Paragraph>
      )}
      <Flex wrap gap={12} align="center">
        <Status video={video} />
        {video.status === 'ready' && (
          <>
            <Switch
              checked={video.isPublished}
              loading={changing.busy}
              onChange={(isPublished) =>
                change({ isPublished }, isPublished ? t('Published to students') : t('Hidden from students'))
              }
              aria-label={t('Published')}
            />
            <Typography.Text>{t('Published')}</Typography.Text>
            <Tooltip title={drm ? undefined : t('No DRM provider is configured on this server.')}>
              <Switch
                checked={video.isDrmEnabled}
                disabled={!drm}
                loading={changing.busy}
                onChange={(isDrmEnabled) =>
                  change({ isDrmEnabled }, isDrmEnabled ? t('DRM on') : t('DRM off'))
                }
                aria-label={t('DRM')}
              />
            </Tooltip>
            <Typography.Text type={drm ? undefined : 'secondary'}>{t('DRM')}</Typography.Text>
            <Button onClick={() => setPreviewing((p) => !p)}>
              {previewing ? t('Close preview') : t('Preview')}
            </Button>
          </>
        )}
        <Button onClick={onEdit}>{t('Edit')}</Button>
        <Button danger onClick={askDelete}>
          {t('Delete video')}
        </Button>
      </Flex>
      {video.status === 'failed' && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={t('The conversion to HLS failed')}
          description={t(
            '{{reason}} The uploaded file and this video entry were kept, hidden from students. Delete the video and upload the file again (or a different file).',
            { reason: video.error || t('No reason was given.') },
          )}
        />
      )}
      {previewing && video.status === 'ready' && (
        <div style={{ marginTop: 12 }}>
          <PreviewPlayer videoId={video._id} title={video.title} />
        </div>
      )}
    </Card>
  );
}
