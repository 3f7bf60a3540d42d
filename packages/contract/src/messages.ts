import { HAIR_COLOR_VALUES, HAIR_STYLE_VALUES, SKIN_TONE_VALUES } from './constants.ts';

/** Every user-facing validation and error text of product §3 (§5, §8), word for word. */
export const MESSAGES = {
  // Generator (§5)
  childNameRequired: "Please enter the child's name",
  customThemeRequired: 'Please describe your custom theme',
  customThemeTooLong: 'Custom theme must be 200 characters or fewer',
  childNameTooLong: "Child's name must be 50 characters or fewer",
  childNameNeedsLetter: "Child's name must contain at least one letter",
  customThemeNeedsLetter: 'Custom theme must contain at least one letter',
  favouriteThingsTooMany: 'Please choose up to 3 favourite things',
  favouriteThingsInvalid: 'Favourite things must be a list of up to 3 short words',
  favouriteThingTooLong: 'Each favourite thing must be 30 characters or fewer',
  favouriteThingNeedsLetter: 'Each favourite thing must contain at least one letter',
  favouriteThingCharacters: 'Favourite things may only use letters, numbers, spaces, hyphens and apostrophes',
  imageNotAnImage: 'Please select an image file',
  imageTooLarge: 'Image file size must be less than 10MB',
  imageTooManyPixels: 'Image must be at most 12000 pixels wide and tall and 40 megapixels in all',
  // The child's look (an addition to §3's request)
  appearanceInvalid: 'Appearance must be an object with skin_tone, hair_style, hair_color and glasses',
  appearanceSkinTone: `Skin tone must be one of: ${SKIN_TONE_VALUES.join(', ')}`,
  appearanceHairStyle: `Hair style must be one of: ${HAIR_STYLE_VALUES.join(', ')}`,
  appearanceHairColor: `Hair colour must be one of: ${HAIR_COLOR_VALUES.join(', ')}`,
  appearanceGlasses: 'Glasses must be true or false',
  generateFailed: 'Failed to generate story',
  // Player (§8)
  storyNotFound: 'Story not found',
  storyStillBeingMade: 'The story is still being made. Please try again in a moment.',
  failedToLoadStory: 'Failed to load story',
  couldNotLoadStory: 'Could not load the story',
  regenerateFailed: 'Failed to regenerate audio',
  regenerateNeedsVoice: 'Please choose a voice',
  audioRegenerated: 'Audio regenerated successfully!',
  // Print (§8)
  createOrderFailed: 'Failed to create order',
  printTestModeNotice:
    'Test mode: your order was checked and saved with a print-ready book file, but no book will be printed or sent and nothing was charged.',
  // The call helper (§7)
  requestFailed: 'Request failed',
  // Archives and bookmarks (§8)
  fetchStoriesFailed: 'Failed to fetch stories',
  invalidResponseFormat: 'Invalid response format',
  loadStoriesFailed: 'Failed to load stories',
  fetchBookmarksFailed: 'Failed to fetch bookmarks',
  loadStoriesPageTitle: 'Failed to Load Stories',
  loadBookmarksPageTitle: 'Failed to Load Bookmarks',
  // PDF (§8)
  downloadPdfFailed: 'Failed to download PDF',
  downloadPdfAlert: 'Failed to download PDF. Please try again.',
  // Deleting (§5, §8)
  deleteStoryConfirm: 'Are you sure you want to delete this story? This action cannot be undone.',
  deleteFailedDefault: 'Delete failed',
  deleteCloneConfirm: 'Are you sure you want to delete this voice clone?',
  // Voice clones (§5, §8)
  voiceFileTooLarge: 'File size must be less than 25MB',
  voiceFileWrongType: 'File must be WAV, MP3, or M4A format',
  voiceNameRequired: 'Please enter a voice name',
  voiceFileRequired: 'Please select an audio file',
  mustBeSignedIn: 'Must be signed in',
  loadClonesFailed: 'Failed to load voice clones',
  createCloneFailed: 'Failed to create voice clone',
  premiumRequired: 'Voice cloning requires a premium subscription. Please upgrade your account.',
  deleteCloneFailed: 'Failed to delete voice clone',
  // Voice clones: server-side checks of the sample's bytes, and the plan
  voiceSampleUnreadable: 'The audio sample could not be read. Please upload a WAV, MP3 or M4A recording.',
  voiceSampleTooShort: 'The audio sample must be at least 5 seconds long',
  voiceSampleTooLong: 'The audio sample must be at most 5 minutes long',
  voiceSampleSilent: 'The audio sample is silent. Please record yourself reading aloud.',
  voiceSampleNoVoice: 'No voice could be heard in the audio sample. Please record yourself reading aloud.',
  premiumNeeded: 'Voice cloning needs a premium subscription',
  voiceNameTooLong: 'Voice name must be 100 characters or fewer',
  voiceNameNeedsLetter: 'Voice name must contain at least one letter',
  voiceCloneNotFound: 'Voice clone not found',
  // Hearing a voice before choosing it
  voiceNotFound: 'We could not find that voice. Please choose another one.',
  voiceSampleLanguage: 'Please choose one of the story languages to hear the voice in',
  signInToHearClone: 'Please sign in to hear your cloned voice',
  voiceSampleSlow: 'The voice is taking a while to answer. Please try again in a moment.',
  voiceSampleFailed: 'We could not play this voice just now. Please try again.',
  // Alerts (§8)
  signInToBookmark: 'Please sign in to bookmark stories',
  signInToOrderPrint: 'Please sign in to order a printed storybook',
  linkCopied: 'Link copied to clipboard!',
  // Sign-in inside an embedded app web view, where Google refuses it (§2)
  signInInBrowser:
    "Google sign-in doesn't work inside this app, so we've opened the sign-in page in your web browser. Please sign in there, then come back and refresh the app.",
  // Server-side additions
  signInNotSetUp:
    'Sign-in is not set up on this server yet. You can still make and play stories without signing in.',
  signInEmailUnverified:
    'Your Google account’s email address is not verified yet. Please verify it with Google, then sign in again.',
  notSuitable: "This name or theme isn't suitable for a children's story. Please choose another.",
  favouriteThingsNotSuitable:
    "One of the favourite things isn't suitable for a children's story. Please choose another.",
  signInForPrivate: 'Please sign in to keep a story private',
  signInForSignLanguage: 'Please sign in to add sign language',
  signLanguagePremium: 'Sign language videos need a premium subscription. Please upgrade your account.',
  signInForClonedVoice: 'Please sign in to use a cloned voice',
  storyDeleted: 'This story was deleted while it was being made.',
  voiceUnavailable: 'This voice is not available. Please choose another voice.',
  notFound: 'Not found',
  unauthorized: 'Please sign in',
  forbidden: 'You do not have access to this',
  invalidRequest: 'Invalid request',
  internalError: 'Something went wrong on our side. Please try again.',
  // Abuse limits: every refusal also says how long to wait (see waitMessage)
  tooManyRequests: 'Too many requests at once.',
  tooManyStories: 'Too many stories at once.',
  storiesInProgress: 'Your stories are still being made.',
  serverBusy: 'Lots of stories are being made right now.',
  likeNeedsPage: 'Please open the story and try again.',
  crossSiteRefused: 'This request came from another site and was refused.',
  // Forms (multipart uploads)
  formUnreadable: 'The form could not be read. Please try again.',
  formFieldTooLarge: 'A form field is too long',
  formTooManyFields: 'The form has too many fields',
  formOneImage: 'Please send one reference image only',
  formOneAudioFile: 'Please send one audio file only',
  // My account: what is kept, downloading it, deleting it
  loadAccountFailed: 'Failed to load your account',
  exportFailed: 'Failed to prepare your download. Please try again.',
  exportNotFound: 'Download not found',
  exportExpired: 'This download link has expired. Please prepare a new download.',
  deleteAccountConfirmRequired: 'Please type your email address to confirm',
  deleteAccountConfirmMismatch: "The email address doesn't match this account",
  deleteAccountFailed: 'Failed to delete your account',
  // Adding stories made while signed out to the account
  claimRefused: 'These stories can’t be added to your account from this browser.',
  claimFailed: 'Failed to add the stories to your account',
  // Reporting a public story
  reportReasonRequired: 'Please choose a reason',
  reportNoteTooLong: 'Note must be 500 characters or fewer',
  reportThanks: 'Thanks — we’ll take a look',
  reportFailed: 'Failed to send your report',
} as const;

/** The call helper's fallback when the response carries no error field (§7). */
export const httpStatusMessage = (status: number): string => `HTTP ${status}`;

/** The alert after a failed story delete (§8). */
export const deleteStoryFailedMessage = (message?: string): string =>
  `Failed to delete story: ${message || MESSAGES.deleteFailedDefault}`;

/** The clone-creation error shown to the user: premium wording when the server mentions it (§8). */
export const createCloneErrorMessage = (detail?: string): string => {
  if (!detail) return MESSAGES.createCloneFailed;
  return /premium|subscription/i.test(detail) ? MESSAGES.premiumRequired : detail;
};

/** A clone refused because the account keeps as many as it may (MAX_VOICE_CLONES_PER_ACCOUNT). */
export const voiceCloneLimitMessage = (max: number): string =>
  `You can keep up to ${pluralize(max, 'voice clone')}. Please delete one before creating another.`;

/** A print order refused because the account placed as many as it may in a day (MAX_PRINT_ORDERS_PER_DAY). */
export const printOrderLimitMessage = (max: number): string =>
  `You can place up to ${pluralize(max, 'print order')} a day. Please try again tomorrow.`;

/** A shipping field left empty; the label is the one the form shows for the order's country. */
export const fieldRequiredMessage = (label: string): string => `${label} is required`;

/** A postcode that does not have the shape of the country's codes, with one that does. */
export const postalCodeFormatMessage = (label: string, example: string): string =>
  `${label} should look like ${example}`;

/** 'N story/stories' wording used by the dashboard and bookmarks counters. */
export const pluralize = (count: number, singular: string, plural = `${singular}s`): string =>
  `${count} ${count === 1 ? singular : plural}`;

/** The error codes of a refusal that asks the caller to wait: a rate limit (429) or a full queue (503). */
export const WAIT_CODES = { rateLimited: 'rate_limited', queueFull: 'queue_full' } as const;

/** '1 second', '40 seconds', '1 minute', '12 minutes': a wait rounded up to what people read. */
export const waitText = (seconds: number): string => {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return pluralize(s, 'second');
  return pluralize(Math.ceil(s / 60), 'minute');
};

/** 'Too many stories at once. Please try again in 40 seconds.' */
export const waitMessage = (reason: string, seconds: number): string =>
  `${reason} Please try again in ${waitText(seconds)}.`;

/** The name of a fixed text: the key it has in MESSAGES. */
export type MessageCode = keyof typeof MESSAGES;

/** The texts built with values, by the name an error answer gives them, with the values they take. */
export interface ParameterizedMessages {
  voiceCloneLimit: { max: number };
  printOrderLimit: { max: number };
  fieldRequired: { label: string };
  postalCodeFormat: { label: string; example: string };
}

/** A text named so that any language can say it: its code, and the values a built text was made with. */
export type NamedMessage =
  | { code: MessageCode; params?: undefined }
  | {
      [C in keyof ParameterizedMessages]: { code: C; params: ParameterizedMessages[C] };
    }[keyof ParameterizedMessages];

const codeOfText = new Map(
  Object.entries(MESSAGES).map(([code, text]) => [text as string, code as MessageCode]),
);

/** The built texts read back into their values, each pattern the exact inverse of its builder above. */
const builtTexts: ((text: string) => NamedMessage | undefined)[] = [
  (text) => {
    const match =
      /^You can keep up to (\d+) voice clones?\. Please delete one before creating another\.$/.exec(text);
    return match ? { code: 'voiceCloneLimit', params: { max: Number(match[1]) } } : undefined;
  },
  (text) => {
    const match = /^You can place up to (\d+) print orders? a day\. Please try again tomorrow\.$/.exec(text);
    return match ? { code: 'printOrderLimit', params: { max: Number(match[1]) } } : undefined;
  },
  // A form label is a few words ('Full name', 'ZIP code'), never a field path or a sentence.
  (text) => {
    const match = /^([A-Z][A-Za-z]*(?: [A-Za-z0-9]+){0,2}) is required$/.exec(text);
    return match?.[1] ? { code: 'fieldRequired', params: { label: match[1] } } : undefined;
  },
  (text) => {
    const match = /^([A-Z][A-Za-z]*(?: [A-Za-z0-9]+){0,2}) should look like ([A-Z0-9][A-Z0-9 -]*)$/.exec(
      text,
    );
    return match?.[1] && match[2]
      ? { code: 'postalCodeFormat', params: { label: match[1], example: match[2] } }
      : undefined;
  },
];

/**
 * Names a user-facing text of this file, so an error answer can carry it as a stable code beside
 * the English words (validation messages arrive as text, from the schemas). Undefined for any
 * other text.
 */
export function nameMessage(text: string): NamedMessage | undefined {
  const code = codeOfText.get(text);
  if (code) return { code };
  for (const read of builtTexts) {
    const named = read(text);
    if (named) return named;
  }
  return undefined;
}
