import { Empty } from 'antd';

/** Shown when a list has nothing yet. */
export function NothingAdded() {
  return (
    <Empty
      style={{ padding: '48px 0' }}
      description="Nothing added yet. You'll see contents immediately after contents will be updated."
    />
  );
}
