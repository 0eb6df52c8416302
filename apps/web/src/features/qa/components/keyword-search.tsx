import { SearchOutlined } from '@ant-design/icons';
import { QA_KEYWORD_DEBOUNCE_MS } from '@lms/domain';
import { Button, Select, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { getQuestionKeyword, type KeywordSuggestion } from '../api/get-question-keyword';

/** Props of the keyword search. */
export interface KeywordSearchProps {
  courseId: string;
  /** The words the list is searched for (cleared by Reset). */
  value: string;
  /** Search the list for the words typed (the search icon, or Enter). */
  onSearch: (words: string) => void;
  /** A suggestion was chosen: open that question. */
  onPick: (questionId: string) => void;
}

function shorten(text: string, max = 90): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

/**
 * A multi-select style search box: 800 ms after the typing stops, matching questions are offered;
 * choosing one opens it. The search icon searches the list for the words typed.
 */
export function KeywordSearch({ courseId, value, onSearch, onPick }: KeywordSearchProps) {
  const { t } = useT();
  const [text, setText] = useState(value);
  const [options, setOptions] = useState<KeywordSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | undefined>(undefined);

  useEffect(() => setText(value), [value]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const onType = (typed: string) => {
    setText(typed);
    clearTimeout(timer.current);
    request.current?.abort();
    if (!typed.trim()) {
      setOptions([]);
      setLoading(false);
      return;
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      setLoading(true);
      getQuestionKeyword(typed, courseId, controller.signal)
        .then((found) => {
          if (!controller.signal.aborted) setOptions(found);
        })
        .catch(() => {
          if (!controller.signal.aborted) setOptions([]);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, QA_KEYWORD_DEBOUNCE_MS);
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        mode="multiple"
        aria-label={t('Search questions')}
        placeholder={t('Search questions')}
        value={[]}
        showSearch={{
          searchValue: text,
          onSearch: onType,
          filterOption: false,
          autoClearSearchValue: false,
        }}
        loading={loading}
        notFoundContent={loading ? t('Searching…') : text.trim() ? t('No matching question') : null}
        options={options.map((o) => ({ value: o._id, label: shorten(o.questionDescription) }))}
        onSelect={(id: string) => onPick(id)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && options.length === 0) onSearch(text);
        }}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button aria-label={t('Search')} icon={<SearchOutlined />} onClick={() => onSearch(text)} />
    </Space.Compact>
  );
}
