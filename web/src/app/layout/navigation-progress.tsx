import { Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * While a route's code loads, the data router keeps the old page on screen; this thin bar under
 * the header says the click was taken.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Progress
      value={100}
      animated
      striped
      size={3}
      radius={0}
      aria-label={t('loading')}
      style={{ position: 'absolute', left: 0, right: 0, bottom: -3 }}
    />
  );
}
