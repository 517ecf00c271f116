import { useForm, type FormErrors, type UseFormInput } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { contractResolver, translateError, type ContractSchema } from '@/lib/form';

/**
 * `useForm` validated by a contract schema (or by a custom `validate` built on
 * `contractResolver`), with every input's error translated at render time.
 */
export function useContractForm<Values extends Record<string, unknown>>(
  schema: ContractSchema | ((values: Values) => FormErrors),
  input: Omit<UseFormInput<Values>, 'validate' | 'enhanceGetInputProps'>,
) {
  const { t } = useTranslation('errors');
  return useForm<Values>({
    ...input,
    validate: '~standard' in schema ? contractResolver(schema) : schema,
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateError(t, inputProps.error) }),
  });
}
