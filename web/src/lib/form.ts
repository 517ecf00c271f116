import { isErrorKey } from '@chingu/contract/errors';
import { schemaResolver } from '@mantine/form';
import type { ReactNode } from 'react';

type Translate = (key: string) => string;
export type ContractSchema = Parameters<typeof schemaResolver>[0];

/**
 * The one way forms validate: a contract zod schema through @mantine/form's Standard Schema
 * resolver. Errors are keyed by field path and hold the contract's ERROR_MESSAGES keys (the first
 * issue of each field wins).
 */
export function contractResolver(schema: ContractSchema) {
  return schemaResolver(schema, { sync: true });
}

/** Zod messages are ERROR_MESSAGES keys: show them translated from the `errors` namespace. */
export function translateError(t: Translate, error: ReactNode): ReactNode {
  return isErrorKey(error) ? t(`errors:${error}`) : error;
}
