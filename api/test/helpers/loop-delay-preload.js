/**
 * Preloaded into a replica under test (NODE_OPTIONS="--require <this file>", LOOP_DELAY_FILE set): the first SIGWINCH
 * starts perf_hooks' event-loop delay histogram, the second writes what it saw to LOOP_DELAY_FILE as JSON
 * ({maxMs, p99Ms}) and stops it, so the figure covers the measured work only. SIGWINCH because Nest's shutdown hooks
 * listen to SIGUSR2 (as bench/api/cpu-profile-preload.cjs).
 */
const { writeFileSync } = require('node:fs');
const { monitorEventLoopDelay } = require('node:perf_hooks');

const histogram = monitorEventLoopDelay({ resolution: 10 });
let measuring = false;

process.on('SIGWINCH', () => {
  if (!measuring) {
    histogram.reset();
    histogram.enable();
    measuring = true;
    return;
  }
  histogram.disable();
  measuring = false;
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  writeFileSync(process.env.LOOP_DELAY_FILE, JSON.stringify({ maxMs: ms(histogram.max), p99Ms: ms(histogram.percentile(99)) }));
});
