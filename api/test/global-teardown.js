module.exports = async function globalTeardown() {
  await globalThis.__releaseTestDatabases?.();
};
