import { Typography } from 'antd';

/** Props of a page title. */
export interface PageTitleProps {
  title: string;
}

/** The title of a signed-in page. */
export function PageTitle({ title }: PageTitleProps) {
  return (
    <Typography.Title level={3} style={{ margin: '8px 0 16px' }}>
      {title}
    </Typography.Title>
  );
}
