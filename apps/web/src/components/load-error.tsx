import { Button, Result } from 'antd';

/** Props of the load error state. */
export interface LoadErrorProps {
  onRetry: () => void;
}

/** The error state of a page whose data could not be loaded, with a retry. */
export function LoadError({ onRetry }: LoadErrorProps) {
  return (
    <Result
      status="warning"
      title="Could not load this page"
      subTitle="Please check your internet connection and try again."
      extra={
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
