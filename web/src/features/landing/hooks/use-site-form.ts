import { ZContactRequest, type TContactRequest } from '@chingu/contract';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '@/hooks/use-contract-form';
import { apiErrorMessage } from '@/lib/api';

type Send = (body: TContactRequest) => { unwrap: () => Promise<unknown> };

/**
 * The contact and newsletter forms: name, email and message, all required (ZContactRequest).
 * Valid input is sent trimmed; success toasts and resets, failure toasts the server's message
 * (texts under `prefix` in the landing namespace).
 */
export function useSiteForm(send: Send, prefix: 'contact' | 'footer.newsletter') {
  const { t } = useTranslation('landing');
  const form = useContractForm<TContactRequest>(ZContactRequest, {
    mode: 'controlled',
    initialValues: { name: '', email: '', message: '' },
    validateInputOnBlur: true,
  });

  const onSubmit = form.onSubmit(async (values) => {
    const body = ZContactRequest.parse(values);
    try {
      await send(body).unwrap();
      notifications.show({ color: 'teal', message: t(`${prefix}.success`), autoClose: 3000 });
      form.reset();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t(`${prefix}.failureTitle`),
        message: apiErrorMessage(error, t, t(`${prefix}.failure`)),
        autoClose: 5000,
      });
    }
  });

  return { form, onSubmit, fieldProps: form.getInputProps };
}
