import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import {
  clampBrushSize,
  clampScenes,
  validateGeneratorForm,
  validateReferenceImage,
  validateVoiceCloneForm,
  validateVoiceSample,
} from './validation.ts';

const MB = 1024 * 1024;

describe('validateReferenceImage', () => {
  it('accepts a small PNG', () => {
    expect(validateReferenceImage({ type: 'image/png', size: 2 * MB })).toBeNull();
  });
  it('rejects a file that is not an image', () => {
    expect(validateReferenceImage({ type: 'application/pdf', size: 100 })).toBe(
      'Please select an image file',
    );
  });
  it('accepts the picture types the server reads: PNG, JPEG, GIF and WebP', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      expect(validateReferenceImage({ type, size: MB })).toBeNull();
    }
  });
  it('rejects pictures of types the server cannot read, and a file with no type', () => {
    for (const type of ['image/svg+xml', 'image/heic', 'image/bmp', 'image/tiff', '']) {
      expect(validateReferenceImage({ type, size: MB })).toBe(MESSAGES.imageNotAnImage);
    }
  });
  it('rejects a 12 MB image', () => {
    expect(validateReferenceImage({ type: 'image/jpeg', size: 12 * MB })).toBe(
      'Image file size must be less than 10MB',
    );
  });
  it('rejects exactly 10 MB since it must be under the limit', () => {
    expect(validateReferenceImage({ type: 'image/jpeg', size: 10 * MB })).toBe(MESSAGES.imageTooLarge);
  });
});

describe('validateVoiceSample', () => {
  it('accepts the listed types', () => {
    for (const type of ['audio/wav', 'audio/mpeg', 'audio/mp3', 'audio/x-m4a']) {
      expect(validateVoiceSample({ type, size: MB, name: 'sample' })).toBeNull();
    }
  });
  it('accepts a listed extension whatever the type says', () => {
    expect(validateVoiceSample({ type: 'application/octet-stream', size: MB, name: 'Mum.M4A' })).toBeNull();
  });
  it('rejects other formats', () => {
    expect(validateVoiceSample({ type: 'audio/ogg', size: MB, name: 'a.ogg' })).toBe(
      'File must be WAV, MP3, or M4A format',
    );
  });
  it('rejects samples over 25 MB', () => {
    expect(validateVoiceSample({ type: 'audio/wav', size: 26 * MB, name: 'a.wav' })).toBe(
      'File size must be less than 25MB',
    );
  });
});

describe('validateVoiceCloneForm', () => {
  const file = { type: 'audio/wav', size: MB, name: 'a.wav' };
  it('requires a name after trimming', () => {
    expect(validateVoiceCloneForm({ voiceName: '   ', file, signedIn: true })).toBe(
      'Please enter a voice name',
    );
  });
  it('requires a file', () => {
    expect(validateVoiceCloneForm({ voiceName: 'Mum', file: null, signedIn: true })).toBe(
      'Please select an audio file',
    );
  });
  it('requires sign-in', () => {
    expect(validateVoiceCloneForm({ voiceName: 'Mum', file, signedIn: false })).toBe('Must be signed in');
  });
  it('passes a complete form', () => {
    expect(validateVoiceCloneForm({ voiceName: 'Mum', file, signedIn: true })).toBeNull();
  });
});

describe('validateGeneratorForm', () => {
  it('requires the child name', () => {
    expect(validateGeneratorForm({ childName: ' ', theme: 'ocean' })).toBe(MESSAGES.childNameRequired);
  });
  it('requires custom theme text for the custom theme', () => {
    expect(validateGeneratorForm({ childName: 'Mia', theme: 'custom', customTheme: '' })).toBe(
      MESSAGES.customThemeRequired,
    );
    expect(validateGeneratorForm({ childName: 'Mia', theme: 'custom', customTheme: 'robots' })).toBeNull();
  });
  it('reads names as the server keeps them: invisible characters are nothing, emoji alone no name', () => {
    expect(validateGeneratorForm({ childName: '\u200b\u202e', theme: 'ocean' })).toBe(
      MESSAGES.childNameRequired,
    );
    expect(validateGeneratorForm({ childName: '🦄', theme: 'ocean' })).toBe(MESSAGES.childNameNeedsLetter);
    expect(validateGeneratorForm({ childName: 'Mia 🦄', theme: 'ocean' })).toBeNull();
    expect(validateGeneratorForm({ childName: 'Mia', theme: 'custom', customTheme: '🦖🦖' })).toBe(
      MESSAGES.customThemeNeedsLetter,
    );
    expect(validateVoiceCloneForm({ voiceName: '🎤', file: null, signedIn: true })).toBe(
      MESSAGES.voiceNameNeedsLetter,
    );
  });
  it('takes blank favourite things as none and refuses one the server would refuse', () => {
    const form = { childName: 'Mia', theme: 'ocean' };
    expect(validateGeneratorForm({ ...form, favouriteThings: ['', ' ', 'giraffes'] })).toBeNull();
    expect(validateGeneratorForm({ ...form, favouriteThings: ['🦒'] })).toBe(
      MESSAGES.favouriteThingNeedsLetter,
    );
    expect(validateGeneratorForm({ ...form, favouriteThings: ['Bear!'] })).toBe(
      MESSAGES.favouriteThingCharacters,
    );
  });
});

describe('clamps', () => {
  it('keeps scenes within 1–12 and brush within 1–20', () => {
    expect(clampScenes(0)).toBe(1);
    expect(clampScenes(15)).toBe(12);
    expect(clampBrushSize(0)).toBe(1);
    expect(clampBrushSize(25)).toBe(20);
    expect(clampBrushSize(7)).toBe(7);
  });
});
