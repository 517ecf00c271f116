import { Stack, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A registration step's form: submitting it (the button or Enter) calls `onSubmit` instead of
 * loading a page; the browser's own validation stays off (the step shows the contract's messages).
 */
export function StepForm({
  onSubmit,
  gap = 'md',
  children,
}: {
  onSubmit: () => void;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap={gap}>{children}</Stack>
    </form>
  );
}
