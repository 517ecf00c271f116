const LANDING_LANGUAGES = ['en', 'ko'] as const;
type LandingLanguage = (typeof LANDING_LANGUAGES)[number];
const isLandingLanguage = (code: string): code is LandingLanguage =>
  (LANDING_LANGUAGES as readonly string[]).includes(code);

/**
 * The prerendered landing's language: the `preferredLanguage` cookie the app writes when the
 * language is set, else the first English or Korean entry of Accept-Language by weight, else en.
 */
export function landingLanguage(cookie?: string, acceptLanguage?: string): LandingLanguage {
  const saved = /(?:^|;\s*)preferredLanguage=([^;]*)/
    .exec(cookie ?? '')?.[1]
    ?.trim()
    .slice(0, 2);
  if (saved && isLandingLanguage(saved)) return saved;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { code: tag.slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.code).find(isLandingLanguage) ?? 'en';
}
