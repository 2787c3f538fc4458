import { expect, it } from 'vitest';
import { mediaFileName } from './media-name';

it('names the media file without its folders, decoding only URLs', () => {
  expect(mediaFileName('file://localhost/Volumes/Music%20Library/4EM0456_Rise.wav')).toBe('4EM0456_Rise.wav');
  expect(mediaFileName('file:///Music/4EM0790%20Glow.wav?version=2')).toBe('4EM0790 Glow.wav');
  expect(mediaFileName('C:\\Music\\4EM3003_Loop.wav')).toBe('4EM3003_Loop.wav');
  // In a plain path, "#" and "%" are part of the name.
  expect(mediaFileName('/Volumes/Music/Cue #3 at 100%20.wav')).toBe('Cue #3 at 100%20.wav');
  expect(mediaFileName('  /Volumes/Music/  ')).toBe('Music');
  expect(mediaFileName('')).toBeNull();
  expect(mediaFileName(null)).toBeNull();
});
