import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ZContactRequest, type TContactRequest } from '@chingu/contract';
import { apiErrorMessage } from '@/lib/api';
import { useContractForm } from '@/hooks/use-contract-form';

type Texts = { success: string; failure: string; failureTitle: string };
type Send = (body: TContactRequest) => { unwrap: () => Promise<unknown> };

/**
 * The contact and newsletter forms: name, email and message, all required (ZContactRequest).
 * Valid input is sent trimmed; success toasts and resets, failure toasts the server's message.
 */
export function useSiteForm(send: Send, texts: Texts) {
  const { t } = useTranslation();
  const form = useContractForm<TContactRequest>(ZContactRequest, {
    mode: 'controlled',
    initialValues: { name: '', email: '', message: '' },
    validateInputOnBlur: true,
  });

  const onSubmit = form.onSubmit(async (values) => {
    const body = ZContactRequest.parse(values);
    try {
      await send(body).unwrap();
      notifications.show({ color: 'teal', message: texts.success, autoClose: 3000 });
      form.reset();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: texts.failureTitle,
        message: apiErrorMessage(error, t, texts.failure),
        autoClose: 5000,
      });
    }
  });

  return { form, onSubmit, fieldProps: form.getInputProps };
}
