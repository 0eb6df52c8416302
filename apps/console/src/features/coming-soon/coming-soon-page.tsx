import { Result } from 'antd';

/** The page of a section that is not built yet. */
export function ComingSoonPage({ title }: { title: string }) {
  return <Result status="info" title={title} subTitle="Coming soon" />;
}
