import type { Translate } from '@lms/browser/i18n';
import { useEffect, useRef } from 'react';

/** The id of the marks field: Enter there saves. */
export const MARKS_FIELD_ID = 'marking-marks';

/** What the marking keys do. */
export interface MarkingKeys {
  next: () => void;
  previous: () => void;
  save: () => void;
  /** A digit typed outside a field: put it in the marks field and focus it. */
  digit: (digit: number) => void;
  focusComment: () => void;
}

/** The shortcuts, as the screen lists them, in the shown language: the keys, what they do. */
export function shortcuts(t: Translate): readonly [string, string][] {
  return [
    [t('j or → or ↓'), t('next answer')],
    [t('k or ← or ↑'), t('previous answer')],
    ['0–9', t('type marks')],
    ['Enter', t('save and go to the next answer')],
    ['Ctrl+Enter', t('save from the comment')],
    ['c', t('write a comment')],
    ['Esc', t('leave a field')],
  ];
}

function isTyping(target: EventTarget | null): target is HTMLElement {
  if (!(target instanceof HTMLElement)) return false;
  // A focused choice (the list's filter, the mode) takes no text: the keys still mark.
  if (target instanceof HTMLInputElement && ['radio', 'checkbox', 'button'].includes(target.type))
    return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The marking screen's keyboard: j/k or the arrows move between answers (outside a field), a digit
 * starts the marks, Enter saves and moves on (in the marks field or outside any field; in the comment
 * Ctrl+Enter, since Enter there starts a new line), Esc leaves a field.
 */
export function useMarkingKeys(keys: MarkingKeys, enabled: boolean) {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.defaultPrevented) return;
      const k = latest.current;
      const typing = isTyping(e.target);
      const inComment = e.target instanceof HTMLTextAreaElement;
      if (e.key === 'Escape' && typing) {
        (e.target as HTMLElement).blur();
        return;
      }
      if (e.key === 'Enter') {
        const onButton = e.target instanceof HTMLElement && !!e.target.closest('button, a, [role="button"]');
        const inMarks = typing && e.target.id === MARKS_FIELD_ID;
        const commentSave = inComment && (e.ctrlKey || e.metaKey);
        if (onButton || (typing && !inMarks && !commentSave)) return;
        e.preventDefault();
        k.save();
        return;
      }
      if (typing || e.ctrlKey || e.metaKey) return;
      if (e.key === 'j' || e.key === 'ArrowDown' || e.key === 'ArrowRight') {
        e.preventDefault();
        k.next();
      } else if (e.key === 'k' || e.key === 'ArrowUp' || e.key === 'ArrowLeft') {
        e.preventDefault();
        k.previous();
      } else if (/^[0-9]$/.test(e.key)) {
        e.preventDefault();
        k.digit(Number(e.key));
      } else if (e.key === 'c') {
        e.preventDefault();
        k.focusComment();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
