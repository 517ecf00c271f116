import { LIMITS } from '@chingu/contract/constants';
import { Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

type Props = {
  title: GetInputPropsReturnType;
  description: GetInputPropsReturnType;
  /** Edit requires a title (SPEC §5); create does not. */
  requireTitle?: boolean;
  /** Create shows placeholders; edit shows the current texts. */
  withPlaceholders?: boolean;
};

const ORDER: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

const length = (input: GetInputPropsReturnType) => String(input.value ?? '').length;

/** The title and description of a moment, each with its length counter (create and edit). */
export function MomentTextFields({ title, description, requireTitle, withPlaceholders }: Props) {
  const { t } = useTranslation('moments');
  return (
    <>
      <TextInput
        label={t('createMoment.titleLabel')}
        placeholder={withPlaceholders ? t('createMoment.titlePlaceholder') : undefined}
        required={requireTitle}
        maxLength={LIMITS.titleMax}
        {...title}
        description={`${length(title)}/${LIMITS.titleMax}`}
        inputWrapperOrder={ORDER}
      />
      <Textarea
        label={t('createMoment.descriptionLabel')}
        placeholder={withPlaceholders ? t('createMoment.descriptionPlaceholder') : undefined}
        required
        maxLength={LIMITS.descriptionMax}
        autosize
        minRows={4}
        maxRows={12}
        {...description}
        description={`${length(description)}/${LIMITS.descriptionMax}`}
        inputWrapperOrder={ORDER}
      />
    </>
  );
}
