import {
  ZCreateMomentRequest,
  type TCreateMomentRequest,
  type TMomentLocation,
} from '@chingu/contract';
import type { CATEGORIES, LANGUAGE_CODES, Mood, PRIVACIES } from '@chingu/contract/constants';
import type { FormErrors } from '@mantine/form';
import { contractResolver } from '@/lib/form';

export type Privacy = (typeof PRIVACIES)[number];
export type Category = (typeof CATEGORIES)[number];
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The create form's values: the request's fields, the schedule as a `datetime-local` text. */
export type CreateMomentValues = {
  title: string;
  description: string;
  privacy: Privacy;
  mood: Mood | null;
  location: TMomentLocation | null;
  category: Category;
  language: LanguageCode;
  tags: readonly string[];
  scheduledDate: string;
  /** PRODUCT §9.2: ask natives to correct the text. */
  correctMe: boolean;
};

export const initialCreateMomentValues: CreateMomentValues = {
  title: '',
  description: '',
  privacy: 'public',
  mood: null,
  location: null,
  category: 'general',
  language: 'en',
  tags: [],
  scheduledDate: '',
  correctMe: false,
};

/** The `POST /api/v1/moments` body: trimmed texts, the local schedule as an ISO instant. */
export function toCreateMomentRequest(values: CreateMomentValues): TCreateMomentRequest {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    mood: values.mood,
    tags: [...values.tags],
    privacy: values.privacy,
    language: values.language,
    category: values.category,
    location: values.location,
    scheduledDate: values.scheduledDate ? new Date(values.scheduledDate).toISOString() : null,
    correctMe: values.correctMe,
  };
}

const resolveCreate = contractResolver(ZCreateMomentRequest);

/** Validates what would be sent against the contract; errors keep the request's field names. */
export function createMomentErrors(values: CreateMomentValues): FormErrors {
  return resolveCreate(toCreateMomentRequest(values));
}
