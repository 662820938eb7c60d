/**
 * DOM shims some Radix primitives need under a test DOM. happy-dom 21 already ships most of them;
 * each shim is only installed when missing, so this file is safe to import from any test.
 */

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

const elementProto = globalThis.Element?.prototype;
if (elementProto) {
  if (typeof elementProto.hasPointerCapture !== 'function') {
    elementProto.hasPointerCapture = () => false;
  }
  if (typeof elementProto.setPointerCapture !== 'function') {
    elementProto.setPointerCapture = () => {};
  }
  if (typeof elementProto.releasePointerCapture !== 'function') {
    elementProto.releasePointerCapture = () => {};
  }
  if (typeof elementProto.scrollIntoView !== 'function') {
    elementProto.scrollIntoView = () => {};
  }
}

export {};
