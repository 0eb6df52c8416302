/** A light spinner shown while a page's code or data loads (no antd, so it costs nothing up front). */
export function PageLoader() {
  return (
    <div
      role="status"
      aria-label="Loading"
      style={{ display: 'flex', justifyContent: 'center', padding: 64 }}
    >
      <span className="page-loader" />
    </div>
  );
}
