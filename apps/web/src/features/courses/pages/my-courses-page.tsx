import { Spin } from 'antd';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { useBrandingState } from '../../../lib/endpoints/get-branding';
import { useProfile } from '../../../lib/endpoints/get-profile';
import { NoContentNotice } from '../components/no-content-notice';
import { NoGroupNotice } from '../components/no-group-notice';

/** My Courses (`/` and `/courses` when signed in): a loader until the profile is loaded, then the courses. */
export function MyCoursesPage() {
  const profile = useProfile();
  const branding = useBrandingState();
  if (profile.isPending || branding.status === 'pending') {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spin size="large" aria-label="Loading" />
      </div>
    );
  }
  if (profile.isError) return <LoadError onRetry={() => void profile.refetch()} />;
  const { groups, courses } = profile.data;
  return (
    <>
      <PageTitle title="My Courses" />
      {groups.length === 0 ? (
        <NoGroupNotice institute={branding.data?.name ?? 'the institute'} />
      ) : courses.length === 0 ? (
        <NoContentNotice />
      ) : null}
    </>
  );
}
