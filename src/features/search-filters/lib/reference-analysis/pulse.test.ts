import { describe, expect, it } from 'vitest';
import { TEST_RATE, testMusic } from '../../testing';
import { estimateTempo, ONSET_HOP, onsetEnvelope } from './pulse';

const FPS = TEST_RATE / ONSET_HOP;
const tempoOf = (samples: Float32Array) => estimateTempo(onsetEnvelope(samples), FPS)?.tempo ?? null;
const within = (value: number | null, target: number, percent: number) => value !== null && Math.abs(value - target) / target <= percent / 100;

describe('tempo from the pulse', () => {
  it.each([72, 95, 120, 128, 150, 174])('reads %i BPM within 1 %', (bpm) => {
    expect(within(tempoOf(testMusic({ bpm, seconds: 24 })), bpm, 1)).toBe(true);
  });

  it('hears a slow tempo with busy hi-hats as slow, not as its double', () => {
    const tempo = tempoOf(testMusic({ bpm: 76, seconds: 30, eighths: true }));
    expect(within(tempo, 76, 1)).toBe(true);
  });

  it('hears a kick on 1 and 3 with a snare on 2 and 4 at the tempo of the beats', () => {
    expect(within(tempoOf(testMusic({ bpm: 110, seconds: 24, kickEveryBeat: false })), 110, 1)).toBe(true);
  });

  it('hears no beat in silence, a held tone or a file too short to repeat', () => {
    expect(tempoOf(new Float32Array(TEST_RATE * 10))).toBeNull();
    const tone = new Float32Array(TEST_RATE * 10).map((_, i) => 0.3 * Math.sin((2 * Math.PI * 220 * i) / TEST_RATE));
    expect(tempoOf(tone)).toBeNull();
    expect(tempoOf(testMusic({ bpm: 120, seconds: 2 }))).toBeNull();
  });
});
