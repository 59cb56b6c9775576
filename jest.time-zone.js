/**
 * A test environment that runs each test file under the zone its project names (`testEnvironmentOptions.timeZone`),
 * then gives the worker its zone back: one jest run holds a project under San Luis and its twin under Tokyo
 * (docs/testing.md). Node re-reads `process.env.TZ` when it is assigned, for Date and Intl alike.
 */
function runsInItsTimeZone(Environment) {
  return class extends Environment {
    constructor(config, context) {
      super(config, context);
      this.timeZone = config.projectConfig.testEnvironmentOptions?.timeZone;
    }

    async setup() {
      if (this.timeZone) {
        this.workerTimeZone = process.env.TZ;
        process.env.TZ = this.timeZone;
      }
      await super.setup();
    }

    async teardown() {
      await super.teardown();
      if (!this.timeZone) return;
      if (this.workerTimeZone === undefined) delete process.env.TZ;
      else process.env.TZ = this.workerTimeZone;
    }
  };
}

module.exports = { runsInItsTimeZone };
