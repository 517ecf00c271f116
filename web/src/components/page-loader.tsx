import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center h="60vh" role="status" aria-live="polite">
      <Loader />
    </Center>
  );
}
