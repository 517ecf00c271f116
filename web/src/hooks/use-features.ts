import { useGetFeaturesQuery } from '@/lib/language-tools-api';

/**
 * What the server offers; everything optional counts as off until it has said so. `skip` when
 * the answer cannot matter (e.g. a browser without push asks nothing).
 */
export function useFeatures({ skip = false }: { skip?: boolean } = {}) {
  const { data, isLoading } = useGetFeaturesQuery(undefined, { skip });
  return { translation: data?.translation ?? false, push: data?.push ?? false, isLoading };
}
