import { CloseButton, InputBase, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LazyPopover } from '../overlay/LazyPopover';

interface PopoverFilterProps {
  label: string;
  width: number;
  /** What is chosen, shown in the field; undefined shows the placeholder. */
  summary: string | undefined;
  placeholder: string;
  clearLabel: string;
  onClear: () => void;
  /** The dropdown, given a way to close it; it may suspend while its code loads. */
  children: (close: () => void) => ReactNode;
}

/** A filter field that shows what is chosen and opens a dialog to change it, with a clear button. */
export function PopoverFilter({
  label,
  width,
  summary,
  placeholder,
  clearLabel,
  onClear,
  children,
}: PopoverFilterProps) {
  return (
    <LazyPopover
      label={label}
      position="bottom-start"
      target={(opened, toggle) => (
        <InputBase
          component="button"
          type="button"
          label={label}
          pointer
          w={width}
          onClick={toggle}
          aria-haspopup="dialog"
          aria-expanded={opened}
          title={summary}
          styles={{ input: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
          rightSectionPointerEvents="all"
          rightSection={
            summary ? <CloseButton size="sm" aria-label={clearLabel} onClick={onClear} /> : undefined
          }
        >
          {summary ?? (
            <Text span c="dimmed" size="sm">
              {placeholder}
            </Text>
          )}
        </InputBase>
      )}
    >
      {children}
    </LazyPopover>
  );
}
