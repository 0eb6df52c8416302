import { Empty } from 'antd';

/** Shown when the student's groups have no courses yet. */
export function NoContentNotice() {
  return (
    <Empty
      style={{ padding: '48px 0' }}
      description="Nothing added yet. You'll see contents immediately after contents will be updated."
    />
  );
}
