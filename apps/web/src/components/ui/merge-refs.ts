import type { Ref, RefCallback } from 'react';

/**
 * Components keep a ref of their own (to clear a field, to set `indeterminate`) while still
 * handing the node to the caller's ref, for example react-hook-form's `register()`.
 */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
