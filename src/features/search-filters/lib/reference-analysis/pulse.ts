/**
 * Tempo from the pulse of a piece: an onset envelope (how strongly sound starts at each moment)
 * and how it repeats (its autocorrelation). A beat-interval histogram (web-audio-beat-detector's
 * method) was tried first and measured worse on the catalogue's audio: see
 * docs/decisions/reference-track-analysis.md.
 */

/** Onset envelope hop: 128 samples (11.6 ms at the analysis rate, 11,025 Hz). */
export const ONSET_HOP = 128;

/**
 * Half-wave rectified rise of log energy per hop: sound starting counts, sound fading does not.
 * Energy is measured against the file's peak, so a quiet recording pulses like a loud one.
 * `samples` mono; the result has one value per hop.
 */
export function onsetEnvelope(samples: Float32Array, hop = ONSET_HOP): Float32Array {
  let peak = 0;
  for (let i = 0; i < samples.length; i += 1) peak = Math.max(peak, Math.abs(samples[i]));
  const frames = Math.floor(samples.length / hop);
  const envelope = new Float32Array(frames);
  if (peak === 0) return envelope;
  // Compressed enough that a soft note counts, not so much that hi-hats rival the kick.
  const scale = 100 / (peak * peak * hop);
  let previous = 0;
  for (let f = 0; f < frames; f += 1) {
    let energy = 0;
    const start = f * hop;
    for (let i = start; i < start + hop; i += 1) energy += samples[i] * samples[i];
    const level = Math.log1p(scale * energy);
    envelope[f] = f === 0 ? 0 : Math.max(0, level - previous);
    previous = level;
  }
  return envelope;
}

/** Autocorrelation of an envelope (mean removed) for lags 0..maxLag, normalised so lag 0 is 1. */
export function autocorrelation(envelope: Float32Array, maxLag: number): Float32Array {
  const n = envelope.length;
  let mean = 0;
  for (let i = 0; i < n; i += 1) mean += envelope[i];
  mean /= Math.max(1, n);
  const centred = new Float32Array(n);
  for (let i = 0; i < n; i += 1) centred[i] = envelope[i] - mean;
  const out = new Float32Array(maxLag + 1);
  for (let lag = 0; lag <= maxLag && lag < n; lag += 1) {
    let sum = 0;
    for (let i = lag; i < n; i += 1) sum += centred[i] * centred[i - lag];
    out[lag] = sum;
  }
  const zero = out[0] || 1;
  for (let lag = 0; lag < out.length; lag += 1) out[lag] /= zero;
  return out;
}

function at(values: Float32Array, position: number): number {
  const i = Math.floor(position);
  if (i < 0 || i + 1 >= values.length) return 0;
  return values[i] + (values[i + 1] - values[i]) * (position - i);
}

/** Tempos are read in this octave first, then halved when the pulse says so. */
const FOLD_MIN = 90;

/** Mean autocorrelation at one, two, three and four beats of `tempo`. */
function combScore(acf: Float32Array, framesPerSecond: number, tempo: number): number {
  const period = (60 * framesPerSecond) / tempo;
  return (at(acf, period) + at(acf, 2 * period) + at(acf, 3 * period) + at(acf, 4 * period)) / 4;
}

/** Below this comb score the onsets do not repeat: no steady beat. */
export const MIN_PULSE = 0.05;
/**
 * Below this, nothing in the file starts: a held tone or a drone, whose tiny ripples repeat but
 * are no beat (a drum hit from quiet rises by several units).
 */
const MIN_ONSET = 0.25;
/**
 * A reading is halved when the onsets repeat less than half as strongly at its beat as at two of
 * its beats: its "beats" are then eighth notes between the real ones (hi-hats, an arpeggio).
 */
export const HALF_TIME_RATIO = 0.5;

export interface TempoReading {
  /** BPM, 45–180. */
  tempo: number;
  /** Comb score of the reading, 0..1: how steady the beat is. */
  strength: number;
}

/**
 * The tempo the onsets repeat at: the best comb score in 90–180 BPM (quarter-BPM steps; scoring
 * four beats makes it precise to a fraction of a per cent although one envelope frame is 2 % of a
 * beat), halved when its beat repeats much less than every second beat does. Null when nothing
 * repeats (silence, a drone, noise).
 */
export function estimateTempo(envelope: Float32Array, framesPerSecond: number): TempoReading | null {
  const maxLag = Math.ceil((4 * 60 * framesPerSecond) / FOLD_MIN) + 2;
  if (envelope.length < maxLag * 2) return null;
  let strongest = 0;
  for (let i = 0; i < envelope.length; i += 1) strongest = Math.max(strongest, envelope[i]);
  if (strongest < MIN_ONSET) return null;
  const acf = autocorrelation(envelope, maxLag);
  let strength = 0;
  let reading = 0;
  for (let tempo = FOLD_MIN; tempo < 2 * FOLD_MIN; tempo += 0.25) {
    const score = combScore(acf, framesPerSecond, tempo);
    if (score > strength) {
      strength = score;
      reading = tempo;
    }
  }
  if (strength < MIN_PULSE) return null;
  const period = (60 * framesPerSecond) / reading;
  const beat = at(acf, period);
  const twoBeats = at(acf, 2 * period);
  const tempo = twoBeats > 0 && beat / twoBeats < HALF_TIME_RATIO ? reading / 2 : reading;
  return { tempo, strength };
}
