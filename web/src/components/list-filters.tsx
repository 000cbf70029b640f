import { useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';

const SEARCH_DEBOUNCE_MS = 300;

/** A list's filters, side by side: a search landmark named by `label`. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="md" align="flex-end" role="search" aria-label={label}>
      {children}
    </Group>
  );
}

export interface SearchFilterProps {
  label: string;
  placeholder: string;
  /** The searched text as the URL holds it (undefined: no search). */
  value: string | undefined;
  /** Told once typing pauses, with the trimmed text (undefined when empty). */
  onSearch: (value: string | undefined) => void;
  style?: CSSProperties;
}

/**
 * The search box of a list whose state is the URL's: it shows what is typed at once and tells
 * the list once typing pauses; a change of the URL elsewhere (reset, back button) shows again.
 */
export function SearchFilter({
  label,
  placeholder,
  value,
  onSearch,
  style = { flex: '2 1 16rem' },
}: SearchFilterProps) {
  const [text, setText] = useState(value ?? '');
  const [synced, setSynced] = useState(value);
  // The URL changed elsewhere: show its value unless it is what we typed.
  if (value !== synced) {
    setSynced(value);
    if ((text.trim() || undefined) !== value) setText(value ?? '');
  }
  const commit = useDebouncedCallback(
    (typed: string) => onSearch(typed.trim() || undefined),
    SEARCH_DEBOUNCE_MS,
  );
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        commit(e.currentTarget.value);
      }}
      style={style}
    />
  );
}

/** The empty state's way out of a filtered list. */
export function ResetFiltersButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="light" leftSection={<IconFilterOff size={18} aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}
