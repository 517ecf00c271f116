import type { ReactNode } from 'react';
import type { ProfileForm } from '../utils/form';

/** Translated validation errors by field. */
export type FieldErrors = Partial<Record<keyof ProfileForm, ReactNode>>;

/** What every editable profile card gets from the screen. */
export type CardProps = {
  values: ProfileForm;
  errors: FieldErrors;
  onChange: (patch: Partial<ProfileForm>) => void;
  editing: boolean;
  /** False while another card is being edited: one card at a time (SPEC §4). */
  canEdit: boolean;
  saving: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
};
