import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * A @mantine/form `validate` function from a zod schema. Errors are the contract's message keys
 * (namespace `errors`); translate them at render time with `translateFieldError`.
 */
export function zodResolver(schema: z.ZodType) {
  return (values: unknown): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.');
      if (field && !(field in errors)) errors[field] = issue.message;
    }
    return errors;
  };
}

/** The translated text of a form error holding an `errors` key (falls back to the raw text). */
export function translateFieldError(error: unknown, t: TFunction): string | undefined {
  if (typeof error !== 'string' || !error) return undefined;
  return t(`errors:${error}`, { defaultValue: error });
}
