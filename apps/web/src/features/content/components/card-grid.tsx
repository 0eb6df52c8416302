import { Col, Row } from 'antd';
import type { ReactNode } from 'react';

/** Cards one per row on phones, two from small and three from medium width. */
export function CardGrid({ children }: { children: ReactNode[] }) {
  return (
    <Row gutter={[16, 16]}>
      {children.map((child, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the children carry their own keys; this only places them
        <Col key={i} xs={24} sm={12} md={8}>
          {child}
        </Col>
      ))}
    </Row>
  );
}
