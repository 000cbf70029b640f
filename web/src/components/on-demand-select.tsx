import { useReducer } from 'react';
import { Select, type SelectProps } from '@mantine/core';

/**
 * A Mantine Select whose list is built when it opens. Mantine keeps a closed select's options in the page,
 * hidden, and positions them against their field as the page mounts: a forced layout per select in the
 * page's first long task (about 100 ms of a phone's hall page at 4× CPU, issue 10 §2). For selects that
 * show as a page opens and need a search (the exhibitors directory's sectors); a short list on a public
 * page is a NativeSelect, which loads nothing more.
 */
export function OnDemandSelect({ comboboxProps, onDropdownOpen, ...props }: SelectProps) {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  return (
    <Select
      {...props}
      comboboxProps={{ ...comboboxProps, keepMounted: false }}
      onDropdownOpen={() => {
        onDropdownOpen?.();
        // Mantine learns the list's id only once the list has mounted, after the render that opened it: the
        // field is drawn again so that its aria-expanded and aria-controls tell assistive technologies that
        // the list is open, and which it is.
        setTimeout(redraw, 0);
      }}
    />
  );
}
