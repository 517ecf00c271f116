import { useGetFeaturesQuery } from '@/lib/language-tools-api';

/** What the server offers; everything optional counts as off until it has said so. */
export function useFeatures() {
  const { data } = useGetFeaturesQuery();
  return { translation: data?.translation ?? false };
}
