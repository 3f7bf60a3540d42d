import { describe, expect, it } from 'vitest';
import {
  createCloneErrorMessage,
  deleteStoryFailedMessage,
  fieldRequiredMessage,
  httpStatusMessage,
  MESSAGES,
  nameMessage,
  pluralize,
  postalCodeFormatMessage,
  printOrderLimitMessage,
  voiceCloneLimitMessage,
  waitMessage,
  waitText,
} from './messages.ts';

describe('documented messages', () => {
  it('keeps the error catalogue word for word', () => {
    expect(MESSAGES.generateFailed).toBe('Failed to generate story');
    expect(MESSAGES.downloadPdfAlert).toBe('Failed to download PDF. Please try again.');
    expect(MESSAGES.deleteStoryConfirm).toBe(
      'Are you sure you want to delete this story? This action cannot be undone.',
    );
    expect(MESSAGES.signInToOrderPrint).toBe('Please sign in to order a printed storybook');
  });

  it('formats the call helper fallback', () => {
    expect(httpStatusMessage(503)).toBe('HTTP 503');
  });

  it('formats a failed delete with its default', () => {
    expect(deleteStoryFailedMessage('Forbidden')).toBe('Failed to delete story: Forbidden');
    expect(deleteStoryFailedMessage()).toBe('Failed to delete story: Delete failed');
  });

  it('turns a premium or subscription detail into the premium message', () => {
    expect(createCloneErrorMessage('Premium plan required')).toBe(MESSAGES.premiumRequired);
    expect(createCloneErrorMessage('needs an active SUBSCRIPTION')).toBe(MESSAGES.premiumRequired);
    expect(createCloneErrorMessage('Sample too short')).toBe('Sample too short');
    expect(createCloneErrorMessage()).toBe('Failed to create voice clone');
  });

  it('pluralises counters', () => {
    expect(pluralize(1, 'story', 'stories')).toBe('1 story');
    expect(pluralize(3, 'story', 'stories')).toBe('3 stories');
  });

  it('says how long to wait in seconds, then whole minutes rounded up', () => {
    expect(waitText(0.2)).toBe('1 second');
    expect(waitText(40)).toBe('40 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitMessage(MESSAGES.tooManyStories, 40)).toBe(
      'Too many stories at once. Please try again in 40 seconds.',
    );
  });
});

describe('naming a message', () => {
  it('names every fixed text by its key', () => {
    for (const [code, text] of Object.entries(MESSAGES)) expect(nameMessage(text)).toEqual({ code });
  });

  it('reads a built text back into its values', () => {
    expect(nameMessage(voiceCloneLimitMessage(1))).toEqual({ code: 'voiceCloneLimit', params: { max: 1 } });
    expect(nameMessage(printOrderLimitMessage(5))).toEqual({ code: 'printOrderLimit', params: { max: 5 } });
    expect(nameMessage(fieldRequiredMessage('ZIP code'))).toEqual({
      code: 'fieldRequired',
      params: { label: 'ZIP code' },
    });
    expect(nameMessage(postalCodeFormatMessage('Postcode', 'SW1A 1AA'))).toEqual({
      code: 'postalCodeFormat',
      params: { label: 'Postcode', example: 'SW1A 1AA' },
    });
  });

  it('leaves any other text unnamed, even one shaped like a built text', () => {
    expect(nameMessage('Voices are cloned in English (language en) only')).toBeUndefined();
    expect(nameMessage('body/child_name: Child name is required')).toBeUndefined();
  });
});
