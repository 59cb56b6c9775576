/**
 * The browser tests' environment (Node's, jest.node-environment.js): when a test or one of its hooks fails, the
 * pages its browsers still show are saved to artifacts/failures/ (support/browser.ts) before the test's cleanup
 * closes them.
 */
const NodeEnvironment = require('../../jest.node-environment.js');

function fullName(test) {
  const names = [];
  for (let block = test; block && block.name !== 'ROOT_DESCRIBE_BLOCK'; block = block.parent) names.unshift(block.name);
  return names.join(' ');
}

class BrowserTestEnvironment extends NodeEnvironment {
  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const failed = event.test ?? event.hook?.parent;
    await this.global.__savePagesOnFailure?.(fullName(failed) || event.hook?.type || 'prueba');
  }
}

module.exports = BrowserTestEnvironment;
