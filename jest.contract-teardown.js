module.exports = async function stopContractServer() {
  await globalThis.__stopContractServer?.();
};
