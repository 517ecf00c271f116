import '@mantine/dates/styles.css';
import 'dayjs/locale/ko';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's date picker in the interface language. Its stylesheet and the Korean dayjs locale load
 * with the forms that use it, not with every page (docs/decisions/010-light-landing.md).
 */
export function LocalisedDatePickerInput(props: DatePickerInputProps) {
  const { i18n } = useTranslation();
  return <DatePickerInput locale={i18n.resolvedLanguage ?? 'en'} {...props} />;
}
