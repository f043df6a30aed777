import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';

interface DebouncedTextInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/** A text input that reports its value once typing pauses, and follows outside changes (back, reset). */
export function DebouncedTextInput({ value, onChange, ...props }: DebouncedTextInputProps) {
  const [text, setText] = useState(value);
  const report = useDebouncedCallback(onChange, 400);
  useEffect(() => setText(value), [value]);
  return (
    <TextInput
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
    />
  );
}
