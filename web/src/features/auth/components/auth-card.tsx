import { Box, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  /** Maximum card width in px. */
  width?: number;
  children: ReactNode;
};

/** The centred card every auth screen sits in. */
export function AuthCard({ title, subtitle, width = 440, children }: AuthCardProps) {
  return (
    <Center
      mih="calc(100dvh - var(--app-shell-header-height, 0px))"
      px={{ base: 'sm', xs: 'md' }}
      py={{ base: 'lg', sm: 48 }}
      style={{
        background:
          'radial-gradient(circle at 20% 0%, light-dark(var(--mantine-color-chingu-1), rgba(245, 101, 26, 0.12)) 0%, transparent 55%)',
      }}
    >
      <Paper w="100%" maw={width} p={{ base: 'lg', sm: 36 }} radius="lg" withBorder shadow="md">
        <Stack gap={6} align="center" mb="xl" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconLanguage size={26} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 28 }} style={{ wordBreak: 'keep-all' }}>
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" size="sm" maw={380} style={{ wordBreak: 'keep-all' }}>
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        <Box>{children}</Box>
      </Paper>
    </Center>
  );
}
