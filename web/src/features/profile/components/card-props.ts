import type { ProfileForm } from '../utils/form';

export type FieldErrors = Partial<Record<keyof ProfileForm, string>>;

/** What every editable profile card gets from the screen. */
export type CardProps = {
  values: ProfileForm;
  errors: FieldErrors;
  onChange: (patch: Partial<ProfileForm>) => void;
  editing: boolean;
  canEdit: boolean;
  saving: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
};
