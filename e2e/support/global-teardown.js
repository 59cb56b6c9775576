module.exports = async function globalTeardown() {
  await globalThis.__e2eStop?.();
};
