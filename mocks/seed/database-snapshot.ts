import { audioSource, audioSourceKey, type AudioSource } from '../audio/catalog-audio';
import { bakedWaveformFile, bakeLevels } from '../audio/baked-waveforms';
import { waveformLevels } from '../audio/waveform-render';
import { ALL_MODELS, takeSnapshot } from '../lib/server/snapshot';
import { catalogueIndex } from '../search/catalogue-index';
import { seedDatabase } from '.';

/**
 * The seeded database (default scale) as JSON, for the browser mock: generated in node at build
 * time (scripts/lib/mock-browser-plugin.mjs) so the browser loads it instead of running faker.
 */
export function databaseSnapshotJson(): string {
  seedDatabase();
  return JSON.stringify(takeSnapshot(ALL_MODELS));
}

/** Every track, version and stem of the database by baked file name, with what its picture is drawn from. */
function catalogueWaveformSources(): Map<string, { key: string; source: AudioSource }> {
  const files = new Map<string, { key: string; source: AudioSource }>();
  const index = catalogueIndex();
  const sources = [...[...index.tracks.keys()].map((id) => audioSource('track', id)), ...[...index.stems.keys()].map((id) => audioSource('stem', id))];
  for (const source of sources) {
    if (!source) continue;
    const key = audioSourceKey(source);
    const file = bakedWaveformFile(key);
    const known = files.get(file)?.key;
    if (known !== undefined && known !== key) throw new Error(`two waveform keys share the file ${file}: ${known} and ${key}`);
    files.set(file, { key, source });
  }
  return files;
}

/** What the baked waveforms are drawn from, by file name (cheap: a cache of them is keyed by it). */
export function catalogueWaveformKeys(): string[] {
  return [...catalogueWaveformSources()].map(([file, { key }]) => `${file} ${key}`);
}

/**
 * The waveform levels of every track, version and stem of the database as seeded, by baked file
 * name (mocks/audio/baked-waveforms.ts). Call after `databaseSnapshotJson`, on the same database.
 */
export function catalogueWaveforms(): Map<string, Uint8Array> {
  return new Map([...catalogueWaveformSources()].map(([file, { source }]) => [file, bakeLevels(waveformLevels(source))]));
}
