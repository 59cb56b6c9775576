/**
 * The cases of a check script as Test Anything Protocol lines (`ok 1 - what`, `not ok 2 - what: why`), which `npm
 * test` counts in its total (scripts/test/tally.mjs).
 */
export function tapReporter(write = (line) => process.stdout.write(`${line}\n`)) {
  let count = 0;
  let failed = 0;
  return {
    ok: (what) => write(`ok ${++count} - ${what}`),
    notOk: (what, why) => {
      failed += 1;
      write(`not ok ${++count} - ${what}: ${why}`);
    },
    /** Runs `check`, reporting it as one case; answers whether it passed. */
    async check(what, check) {
      try {
        await check();
        this.ok(what);
        return true;
      } catch (error) {
        this.notOk(what, error.message);
        return false;
      }
    },
    get failed() {
      return failed;
    },
    /** The plan line, last (TAP allows it at the end). */
    end: () => write(`1..${count}`),
  };
}
