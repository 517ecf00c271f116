const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale and options. `toLocaleDateString(locale, options)` and its kin build
 * a new one on every call, ~1 ms each on a phone: for every card of a feed, every row of the
 * conversation list and every bubble, that was a long task at start (issue 32). Options
 * without a date or time field format the date alone, as `toLocaleDateString` does.
 */
export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale || undefined, options);
    formats.set(key, formatter);
  }
  return formatter;
}
