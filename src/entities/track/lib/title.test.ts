import { describe, expect, it } from 'vitest';
import { trackTitle } from './title';

const track = { title: 'Midnight Pursuit', display_title: 'Midnight Pursuit (30s)', full_title: 'Midnight Pursuit (30s Version)' };

describe('trackTitle', () => {
  it('names a row by its display title and a stand-alone item by its full title', () => {
    expect(trackTitle(track)).toBe('Midnight Pursuit (30s)');
    expect(trackTitle(track, 'full')).toBe('Midnight Pursuit (30s Version)');
  });

  it('falls back to the next name the server gave', () => {
    expect(trackTitle({ ...track, display_title: '' })).toBe('Midnight Pursuit');
    expect(trackTitle({ ...track, full_title: '' }, 'full')).toBe('Midnight Pursuit (30s)');
    expect(trackTitle({ title: 'Bare', display_title: '', full_title: '' }, 'full')).toBe('Bare');
  });
});
