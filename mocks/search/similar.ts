import type { CatalogueIndex } from './catalogue-index';
import { compatibleKeys } from './musical-keys';

/**
 * "Find similar": tracks ranked by what they share with a target track. Shared keywords and
 * instruments count by rarity (a shared "Taiko" says more than a shared "Minor"), a BPM within ±8
 * adds up to 3, a compatible key (same, relative, a fifth apart) up to 2. A candidate needs at
 * least two shared keywords/instruments; the best SIMILAR_LIMIT are returned, best first.
 */

export const SIMILAR_LIMIT = 100;
export const BPM_WINDOW = 8;
const MIN_SHARED = 2;

interface Weights {
  keyword: Float64Array;
  instrument: Float64Array;
}

const weightsCache = new WeakMap<CatalogueIndex, Weights>();

function weightsOf(index: CatalogueIndex): Weights {
  let weights = weightsCache.get(index);
  if (weights) return weights;
  const keywordCount = new Float64Array(index.maxKeywordId + 1);
  const instrumentCount = new Float64Array(index.maxInstrumentId + 1);
  for (const track of index.main) {
    for (const id of track.keywordIds) if (id <= index.maxKeywordId) keywordCount[id] += 1;
    for (const id of track.instrumentIds) if (id <= index.maxInstrumentId) instrumentCount[id] += 1;
  }
  const total = Math.max(1, index.main.length);
  const idf = (count: number) => (count > 0 ? Math.log(1 + total / count) : 0);
  weights = { keyword: keywordCount.map(idf), instrument: instrumentCount.map(idf) };
  weightsCache.set(index, weights);
  return weights;
}

function bpmScore(a: number[], b: number[]): number {
  let best = Infinity;
  for (const x of a) for (const y of b) best = Math.min(best, Math.abs(x - y));
  return best <= BPM_WINDOW ? 3 * (1 - best / (BPM_WINDOW + 1)) : 0;
}

/** Positions similar to `target` among `candidates` (mask), best first, at most SIMILAR_LIMIT. */
export function similarPositions(index: CatalogueIndex, target: number, candidates: Uint8Array): number[] {
  const weights = weightsOf(index);
  const source = index.main[target];
  const keywordHit = new Uint8Array(index.maxKeywordId + 1);
  const instrumentHit = new Uint8Array(index.maxInstrumentId + 1);
  for (const id of source.keywordIds) if (id <= index.maxKeywordId) keywordHit[id] = 1;
  for (const id of source.instrumentIds) if (id <= index.maxInstrumentId) instrumentHit[id] = 1;
  const sourceKeys = index.parsedKeys[target];

  const scored: { position: number; score: number }[] = [];
  const { main } = index;
  for (let position = 0; position < main.length; position += 1) {
    if (!candidates[position] || position === target) continue;
    const track = main[position];
    let shared = 0;
    let score = 0;
    for (const id of track.keywordIds) {
      if (keywordHit[id]) {
        shared += 1;
        score += weights.keyword[id];
      }
    }
    for (const id of track.instrumentIds) {
      if (instrumentHit[id]) {
        shared += 1;
        score += 0.8 * weights.instrument[id];
      }
    }
    if (shared < MIN_SHARED) continue;
    score += bpmScore(source.bpm, track.bpm);
    const keys = index.parsedKeys[position];
    let keyBonus = 0;
    for (const a of sourceKeys) {
      for (const b of keys) {
        if (a.pitch === b.pitch && a.minor === b.minor) keyBonus = 2;
        else if (keyBonus < 1 && compatibleKeys(a, b)) keyBonus = 1;
      }
    }
    scored.push({ position, score: score + keyBonus });
  }
  scored.sort((a, b) => b.score - a.score || main[b.position].id - main[a.position].id);
  return scored.slice(0, SIMILAR_LIMIT).map((entry) => entry.position);
}
