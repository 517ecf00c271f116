export const MEMBERS_PAGE_SIZE = 20;
export const BIO_CUT = 60;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Member ids are UUIDs (PRODUCT §7). */
export function isUuid(value: string | undefined): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}

/** SPEC §9: bios are cut at 60 characters (counted as code points) with an ellipsis. */
export function cutBio(bio: string, max = BIO_CUT): string {
  const chars = Array.from(bio.trim());
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : chars.join('');
}

/** First word of the name, for 'About {{name}}'; empty when there is no name. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** Age from the birth year (SPEC §2: current year minus birth_year), or null when unknown. */
export function ageFrom(birthYear: string, now = new Date()): number | null {
  if (!/^\d{4}$/.test(birthYear.trim())) return null;
  const age = now.getFullYear() - Number(birthYear);
  return age > 0 && age < 130 ? age : null;
}

/** "Seoul, South Korea", "Seoul" or "" from a member's location (either part may be blank). */
export function placeOf(location: { city: string; country: string } | null): string {
  if (!location) return '';
  return [location.city.trim(), location.country.trim()].filter(Boolean).join(', ');
}
