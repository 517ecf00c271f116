import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { shareLink } from '@/lib/share';
import { momentShareUrl } from '../utils/moment';

type Shareable = { _id: string; title: string; description: string };

/** Share a moment: share sheet, else clipboard, with the SPEC §8 toasts (cancel is silent). */
export function useShareMoment() {
  const { t } = useTranslation('moments');
  return useCallback(
    async (moment: Shareable) => {
      const outcome = await shareLink({
        title: moment.title || t('share.defaultTitle'),
        text: moment.description,
        url: momentShareUrl(moment._id),
      });
      if (outcome === 'shared') notifySuccess(t('share.shared'));
      else if (outcome === 'copied') notifySuccess(t('share.copied'));
      else if (outcome === 'failed') notifyError(t('share.failed'));
    },
    [t],
  );
}
