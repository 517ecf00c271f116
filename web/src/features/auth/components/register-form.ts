import {
  ZRegisterAccountForm,
  ZRegisterBirthDate,
  ZRegisterProfileFields,
  type ErrorKey,
} from '@chingu/contract';
import type { UseFormReturnType } from '@mantine/form';
import type { FormErrors } from '@mantine/form';
import { contractResolver } from '@/lib/form';

/** Everything the wizard collects; kept in one form so Back/Continue never loses input. */
export type RegisterValues = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  bio: string;
  gender: string | null;
  birth_year: string;
  birth_month: string;
  birth_day: string;
  native_language: string | null;
  language_to_learn: string | null;
  /** PRODUCT §9.2: the level in `language_to_learn`, '' when not said (optional). */
  level: string;
};

export type RegisterForm = UseFormReturnType<RegisterValues>;

export const initialRegisterValues: RegisterValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  bio: '',
  gender: null,
  birth_year: '',
  birth_month: '',
  birth_day: '',
  native_language: null,
  language_to_learn: null,
  level: '',
};

const key = (k: ErrorKey) => k;

export function accountErrors(values: RegisterValues): FormErrors {
  const { name, email, password, confirmPassword } = values;
  return contractResolver(ZRegisterAccountForm)({ name, email, password, confirmPassword });
}

/**
 * Profile step: contract fields, a real past birth date at least 13 years ago (the contract's
 * rule, as the server checks it: tooYoung), two different languages.
 */
export function profileErrors(values: RegisterValues): FormErrors {
  const {
    bio,
    gender,
    birth_year,
    birth_month,
    birth_day,
    native_language,
    language_to_learn,
    level,
  } = values;
  const errors = contractResolver(ZRegisterProfileFields)({
    bio,
    gender,
    birth_year,
    birth_month,
    birth_day,
    native_language,
    language_to_learn,
    level,
  });
  const birthErrors = contractResolver(ZRegisterBirthDate)({ birth_year, birth_month, birth_day });
  const birthError =
    errors.birth_year ??
    errors.birth_month ??
    errors.birth_day ??
    birthErrors.birth_year ??
    birthErrors.birth_month ??
    birthErrors.birth_day;
  delete errors.birth_month;
  delete errors.birth_day;
  if (birthError) errors.birth_year = birthError;
  if (
    !errors.language_to_learn &&
    native_language !== null &&
    native_language === language_to_learn
  ) {
    errors.language_to_learn = key('sameLanguages');
  }
  return errors;
}
