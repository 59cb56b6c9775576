/** Latency figures the benchmarks print: p50 and p99 in ms, one decimal. */

export function percentiles(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] * 10) / 10;
  return { n: sorted.length, p50: at(0.5), p99: at(0.99) };
}

/** Runs `work(i)` `times` times, one after another, and answers its latencies' percentiles. */
export async function timed(times, work) {
  const latencies = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await work(i);
    latencies.push(performance.now() - started);
  }
  return percentiles(latencies);
}
