import { Text } from '@mantine/core';
import { notifyError } from '@/lib/notify';

/** An error toast: what failed, then the server's reason when it gave one (SPEC §8). */
export function notifyFailure(what: string, reason: string) {
  notifyError(
    reason && reason !== what ? (
      <>
        <Text size="sm" fw={600}>
          {what}
        </Text>
        <Text size="sm">{reason}</Text>
      </>
    ) : (
      what
    ),
  );
}
