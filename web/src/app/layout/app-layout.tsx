import { AppShell } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';

// Navigation bar: see issue 2 (web helper fills this in).
export function AppLayout() {
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header />
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <ScrollRestoration />
    </AppShell>
  );
}
