import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeferredPopup } from './use-deferred-popup';

/** Light/dark toggle; until the member picks one, the scheme follows the system ("auto"). */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const { popups } = useDeferredPopup();
  const isDark = computed === 'dark';
  const label = isDark ? t('colorScheme.toLight') : t('colorScheme.toDark');
  const button = (
    <ActionIcon
      variant="default"
      size="lg"
      radius="xl"
      aria-label={label}
      onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
    >
      {isDark ? <IconSun size={20} stroke={1.6} /> : <IconMoon size={20} stroke={1.6} />}
    </ActionIcon>
  );
  // The hover hint comes with the header's other popups, after the first paint.
  if (!popups) return button;
  return <popups.HeaderTooltip label={label}>{button}</popups.HeaderTooltip>;
}
