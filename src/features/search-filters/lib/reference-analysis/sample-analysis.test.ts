import { describe, expect, it } from 'vitest';
import { TEST_RATE, testMusic } from '../../testing';
import { SampleAnalysis, WAVEFORM_COLUMNS } from './sample-analysis';

function analyse(samples: Float32Array, channels = 1) {
  const analysis = new SampleAnalysis(TEST_RATE, samples.length, channels);
  for (let channel = 0; channel < channels; channel += 1) analysis.addSamples(0, samples);
  const progress = [...analysis.analyse()];
  return { analysis, progress, result: analysis.result() };
}

describe('the analysis of a file', () => {
  it('hears the tempo and key of music in D minor at 100 BPM', () => {
    const music = testMusic({ bpm: 100, seconds: 30, chords: [['D', true], ['G', true], ['A', false], ['D', true]] });
    const { result, progress } = analyse(music);
    expect(Math.abs((result.tempo ?? 0) - 100)).toBeLessThan(1);
    expect(result.key).toBe('Dm');
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((done, i) => i === 0 || done >= progress[i - 1])).toBe(true);
  });

  it('hears a major key from its chords (I IV V I in E)', () => {
    const music = testMusic({ bpm: 128, seconds: 30, chords: [['E', false], ['A', false], ['B', false], ['E', false]] });
    expect(analyse(music).result.key).toBe('E');
  });

  it('mixes channels down: the same music in stereo reads the same', () => {
    const music = testMusic({ bpm: 92, seconds: 24, chords: [['C', false], ['F', false], ['G', false], ['C', false]] });
    expect(analyse(music, 2).result).toEqual(analyse(music, 1).result);
  });

  it('draws a waveform of 160 columns, loudest 1', () => {
    const { result } = analyse(testMusic({ bpm: 120, seconds: 20 }));
    expect(result.waveform).toHaveLength(WAVEFORM_COLUMNS);
    expect(Math.max(...result.waveform)).toBe(1);
  });

  it('reports silence as silent, with neither tempo nor key', () => {
    const { analysis, result } = analyse(new Float32Array(TEST_RATE * 10));
    expect(analysis.silent).toBe(true);
    expect(result).toMatchObject({ tempo: null, key: null });
  });
});
