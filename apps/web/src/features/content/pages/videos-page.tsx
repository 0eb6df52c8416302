import type { VideoContent } from '@lms/domain/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Empty } from 'antd';
import { Suspense, useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../lib/i18n/use-t';
import { lazyNamed } from '../../../lib/lazy-named';
import { useNoContextMenu } from '../../../lib/use-no-context-menu';
import { CardGrid } from '../components/card-grid';
import { ItemContentLayout } from '../components/item-content-layout';
import { VideoCard } from '../components/video-card';

// The player and Shaka load only when a video is opened.
const VideoPlayerModal = lazyNamed(() => import('../player/video-player-modal'), 'VideoPlayerModal');

/** `/videos/{id}/{type}`: the item's published videos; a card opens the player in a modal. */
export function VideosPage() {
  useNoContextMenu();
  const { t } = useT();
  const [playing, setPlaying] = useState<VideoContent | null>(null);
  const queryClient = useQueryClient();
  return (
    <ItemContentLayout active="videos">
      {(contents) => (
        <>
          {contents.videoContents.length === 0 ? (
            <Empty style={{ padding: '48px 0' }} description={t('No Video Available')} />
          ) : (
            <CardGrid>
              {contents.videoContents.map((video) => (
                <VideoCard key={video._id} video={video} onOpen={setPlaying} />
              ))}
            </CardGrid>
          )}
          {playing ? (
            <Suspense fallback={<PageLoader />}>
              <VideoPlayerModal
                video={playing}
                courseId={contents.courseId}
                subjectId={contents.subjectId}
                onClose={() => {
                  setPlaying(null);
                  void queryClient.invalidateQueries({ queryKey: ['content'] });
                }}
              />
            </Suspense>
          ) : null}
        </>
      )}
    </ItemContentLayout>
  );
}
