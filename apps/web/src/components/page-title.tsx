import { Typography } from 'antd';

/** Props of a page title. */
export interface PageTitleProps {
  title: string;
}

/** The title of a signed-in page: its one h1, at the size of antd's h3 (a phone's screen is small). */
export function PageTitle({ title }: PageTitleProps) {
  return (
    <Typography.Title level={1} style={{ margin: '8px 0 16px', fontSize: 24 }}>
      {title}
    </Typography.Title>
  );
}
