import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeferredPopup } from './use-deferred-popup';

/** Light/dark toggle; until the member picks one, the scheme follows the system ("auto"). */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const { popups, holdWhilePressed } = useDeferredPopup();
  const isDark = computed === 'dark';
  const label = isDark ? t('colorScheme.toLight') : t('colorScheme.toDark');
  const button = (
    <ActionIcon
      variant="default"
      size="lg"
      radius="xl"
      aria-label={label}
      onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
      {...(popups ? {} : holdWhilePressed)}
    >
      {/* Both icons, one shown by the scheme on <html>: prerendered pages (decisions 030, 035)
          are built without knowing it, and the icon must not change when the app takes over. */}
      <IconSun size={20} stroke={1.6} className="mantine-light-hidden" />
      <IconMoon size={20} stroke={1.6} className="mantine-dark-hidden" />
    </ActionIcon>
  );
  // The hover hint comes with the header's other popups, after the first paint.
  if (!popups) return button;
  return <popups.HeaderTooltip label={label}>{button}</popups.HeaderTooltip>;
}
