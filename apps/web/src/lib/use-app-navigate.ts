import { useCallback } from 'react';
// biome-ignore lint/style/noRestrictedImports: the one place the app takes react-router's navigate, to hold it.
import { type NavigateOptions, type To, useNavigate } from 'react-router-dom';
import { mayLeave } from './navigation-hold';

/** Goes to a route (`to`, with react-router's options) or through the history (`delta`). */
export interface AppNavigate {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}

/**
 * React-router's navigate, held while a page asks before it is left (the exam in progress): the
 * app's links, tabs and menus navigate through it, so leaving that page asks first.
 */
export function useAppNavigate(): AppNavigate {
  const navigate = useNavigate();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      const go = () => void (typeof to === 'number' ? navigate(to) : navigate(to, options));
      const leave = mayLeave();
      if (leave === true) go();
      else if (leave) void leave.then((yes) => yes && go());
    },
    [navigate],
  );
}
