/**
 * Message keys shared by server and web. zod schemas use the keys as their messages; the server
 * answers with the English text (and the key in `code`), the web translates the key with i18n
 * (namespace `errors`).
 */
export const ERROR_MESSAGES = {
  required: 'This field is required',
  invalidInput: 'Invalid input',
  invalidEmail: 'Please enter a valid email address',
  emailTooLong: 'Email address is too long',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  nameRequired: 'Please enter your name',
  nameTooLong: 'Name must be at most 50 characters',
  bioTooLong: 'Bio must be at most 500 characters',
  genderRequired: 'Please select your gender',
  birthDateRequired: 'Please enter your birth date',
  birthDateInvalid: 'Please enter a valid birth date',
  nativeLanguageRequired: 'Please select your native language',
  learningLanguageRequired: 'Please select the language you want to learn',
  sameLanguages: 'Your native language and the language to learn must differ',
  imageRequired: 'Please upload at least one image',
  codeInvalidFormat: 'Please enter the 6-digit code',
  invalidCode: 'Invalid verification code',
  codeExpired: 'This code has expired. Please request a new one',
  codeTooManyAttempts: 'Too many wrong attempts. Please request a new code',
  codeCooldown: 'Please wait a minute before requesting another code',
  emailNotVerified: 'Please verify your email first',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid credentials',
  resetNotVerified: 'Please verify the code sent to your email first',
  notSignedIn: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again',
  forbidden: 'You are not allowed to do this',
  cannotFollowSelf: 'You cannot follow yourself',
  notFound: 'Not found',
  routeNotFound: 'This API route does not exist',
  invalidId: 'Invalid id',
  malformedJson: 'The request body is not valid JSON',
  unsupportedMediaType: 'Unsupported media type',
  notAnImage: 'Please upload only image files',
  imageTooLarge: 'Each image must be at most 5 MB',
  tooManyImages: 'Maximum 10 images allowed',
  imageIndexOutOfRange: 'There is no image at that position',
  tooManyRequests: 'Too many requests. Please try again later',
  messageRequired: 'Please enter a message',
  messageTooLong: 'Message is too long',
  serverError: 'Something went wrong. Please try again later',
} as const;

export type ErrorKey = keyof typeof ERROR_MESSAGES;

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_MESSAGES, value);
}
