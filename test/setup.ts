import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { freezeDispatchResults } from '../src/rules';

// Every result of dispatch is frozen in the tests, so code that changes one in place throws.
freezeDispatchResults(true);

// A lazy route's chunk (the sheet page, the GM screen) is transformed on its first use in a
// test file; on a busy 2-CPU machine that alone can pass testing-library's 1 s default, so
// findBy… waits longer before it fails. Nothing passes sooner for it.
configure({ asyncUtilTimeout: 5000 });

// jsdom has <dialog> but not showModal()/close() (architecture brief: the sheet UI helper may
// append here). Enough for tests: toggle `open` and fire `close` like a browser does.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
