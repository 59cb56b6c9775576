/**
 * Preloaded into the server under test by profile.mjs (`node -r ./cpu-profile-preload.cjs api/dist/main.js`): the
 * first SIGWINCH starts V8's sampling profiler, the second stops it and writes the profile to CPU_PROFILE_FILE, so the
 * profile holds the measured load only (not the start, the seeding or the warm-up). `--cpu-prof` cannot do that, and
 * it writes nothing when Nest's shutdown hooks end the process with a signal. SIGWINCH because Nest's shutdown hooks
 * listen to SIGUSR2 (and would close the server).
 */
const { Session } = require('node:inspector');
const { writeFileSync } = require('node:fs');

const session = new Session();
session.connect();
let profiling = false;

process.on('SIGWINCH', () => {
  if (!profiling) {
    profiling = true;
    session.post('Profiler.setSamplingInterval', { interval: Number(process.env.CPU_PROFILE_INTERVAL_US || 100) }, () => {
      session.post('Profiler.enable', () => session.post('Profiler.start'));
    });
    return;
  }
  profiling = false;
  session.post('Profiler.stop', (error, result) => {
    if (error) process.stderr.write(`perfil: ${error.message}\n`);
    else writeFileSync(process.env.CPU_PROFILE_FILE, JSON.stringify(result.profile));
    process.stderr.write('perfil escrito\n');
  });
});
