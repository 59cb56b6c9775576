/* jsdom lacks these browser APIs that our components use. A test of the prerender builds runs in Node (no window). */
require('@testing-library/jest-dom');
if (typeof window !== 'undefined') polyfillBrowser();

function polyfillBrowser() {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent() {
        return false;
      },
    });
  }
  if (!window.scrollTo || window.scrollTo.toString().includes('notImplemented')) {
    window.scrollTo = () => {};
  }
  if (!global.ResizeObserver) {
    global.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!global.IntersectionObserver) {
    global.IntersectionObserver = class {
      constructor(callback) {
        this.callback = callback;
      }
      observe(target) {
        this.callback([{ isIntersecting: true, target }]);
      }
      unobserve() {}
      disconnect() {}
    };
  }
}
