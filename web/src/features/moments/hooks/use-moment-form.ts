import type { FormErrors } from '@mantine/form';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useContractForm } from '@/hooks/use-contract-form';
import { apiErrorMessage } from '@/lib/api';
import type { ContractSchema } from '@/lib/form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { notifyFailure } from '../lib/notify-failure';
import { useImageSelection } from './use-image-selection';

/** What every moment form has: the title and the description (SPEC §2 Create, §5 Edit). */
export type MomentTexts = { title: string; description: string };

type Options<Values extends MomentTexts> = {
  /** The contract schema, or a validator built on `contractResolver` for a derived payload. */
  validate: ContractSchema | ((values: Values) => FormErrors);
  initialValues: Values;
  /** The title is required too (edit); the description always is. */
  requireTitle?: boolean;
  /** How many images the moment keeps; new ones come on top, at most 10 together. */
  keptImages?: (values: Values) => number;
  /** The toast key when too many images are chosen. */
  tooManyImagesKey: string;
};

type Outcome = { success: string; failure: string; to: string };

const filled = (text: string) => text.trim().length > 0;

/**
 * The one form behind creating and editing a moment: contract validation through
 * `useContractForm`, the chosen photos with their toasts, the submit guard (Share/Update stay
 * disabled until the required texts are there) and the save step with its toasts.
 */
export function useMomentForm<Values extends MomentTexts>(options: Options<Values>) {
  const { t } = useTranslation('moments');
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const form = useContractForm<Values>(options.validate, { initialValues: options.initialValues });

  const { tooManyImagesKey } = options;
  const onImageProblem = useCallback(
    (problems: { tooMany: boolean; notImage: boolean; tooLarge: boolean }) => {
      if (problems.notImage) notifyError(t('createMoment.toast.onlyImages'));
      if (problems.tooLarge) notifyError(t('createMoment.toast.tooLarge'));
      if (problems.tooMany) notifyError(t(tooManyImagesKey));
    },
    [t, tooManyImagesKey],
  );
  const images = useImageSelection(options.keptImages?.(form.values) ?? 0, onImageProblem);

  const { title, description } = form.values;
  const canSubmit = !submitting && filled(description) && (!options.requireTitle || filled(title));

  /** The form's submit handler: nothing while `canSubmit` is false, then validation, then `send`. */
  const onSubmit =
    (send: (values: Values) => void, onInvalid?: (errors: FormErrors) => void) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (canSubmit) form.onSubmit(send, onInvalid)(event);
    };

  /** Runs the requests; success toasts and navigates, failure toasts and re-enables the form. */
  const save = async (work: () => Promise<void>, outcome: Outcome) => {
    setSubmitting(true);
    try {
      await work();
      notifySuccess(outcome.success);
      await navigate(outcome.to);
    } catch (error) {
      notifyFailure(outcome.failure, apiErrorMessage(error, t, ''));
      setSubmitting(false);
    }
  };

  return { form, images, submitting, canSubmit, onSubmit, save };
}
