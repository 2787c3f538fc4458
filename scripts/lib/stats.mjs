// Small statistics helpers for benchmarks (figures only, nothing asserts on them).

export function quantile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

export const median = (values) => quantile(values, 0.5);
export const p95 = (values) => quantile(values, 0.95);

export function summarize(values) {
  return {
    n: values.length,
    median: median(values),
    p95: p95(values),
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

export const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
export const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
export const mb = (bytes) => `${(bytes / 1_000_000).toFixed(2)} MB`;

/** One line: "label  median 12.3 ms  p95 20.1 ms  (n=50, min …, max …)". */
export function formatTiming(label, values, target) {
  const s = summarize(values);
  const extra = target ? `  target ${target}` : '';
  return `${label.padEnd(52)} median ${ms(s.median).padStart(10)}  p95 ${ms(s.p95).padStart(10)}  (n=${s.n}, min ${ms(s.min)}, max ${ms(s.max)})${extra}`;
}
