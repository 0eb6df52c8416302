import { Input } from 'antd';

/**
 * The search box of a list's filter bar: searches on Enter or the button; `onSearch` gets the trimmed
 * words, or undefined once the box is cleared. Without `width` it fills its line.
 */
export function SearchFilter({
  label,
  placeholder,
  width,
  onSearch,
}: {
  label: string;
  placeholder: string;
  width?: number;
  onSearch: (search: string | undefined) => void;
}) {
  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      allowClear
      onSearch={(value) => onSearch(value.trim() || undefined)}
      style={{ width: width ?? '100%', maxWidth: '100%' }}
    />
  );
}
