import { isErrorKey } from '@chingu/contract/constants';
import type { FormErrors } from '@mantine/form';
import type { ReactNode } from 'react';
import type { z } from 'zod';

type Translate = (key: string) => string;

/** Runs a contract schema and returns Mantine form errors keyed by field path (values are error keys). */
export function schemaErrors(schema: z.ZodType, values: unknown): FormErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** Zod messages are ERROR_MESSAGES keys: show them translated from the `errors` namespace. */
export function translateError(t: Translate, error: ReactNode): ReactNode {
  return isErrorKey(error) ? t(`errors:${error}`) : error;
}
