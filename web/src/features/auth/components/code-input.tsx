import { LIMITS } from '@chingu/contract/constants';
import { Center, Input, PinInput, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';

type Props = {
  label: string;
  value: string;
  onChange: (code: string) => void;
  /** The translated error, announced under the boxes. */
  error?: ReactNode;
};

/** The six-digit e-mail code: one labelled group of boxes, its error described and announced. */
export function CodeInput({ label, value, onChange, error }: Props) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Stack gap={6}>
      <Input.Label id={labelId} required ta="center">
        {label}
      </Input.Label>
      <Center>
        <PinInput
          length={LIMITS.codeLength}
          type="number"
          oneTimeCode
          autoFocus
          size="md"
          gap="xs"
          value={value}
          onChange={onChange}
          error={Boolean(error)}
          ariaLabel={label}
          aria-labelledby={labelId}
          aria-describedby={error ? errorId : undefined}
        />
      </Center>
      {error ? (
        <Text id={errorId} size="xs" c="red" ta="center" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
