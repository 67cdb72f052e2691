// jest-dom matchers and the browser APIs jsdom does not implement (dialog, scrollTo, matchMedia).
import '@testing-library/jest-dom';

if (typeof HTMLDialogElement !== 'undefined') {
  // jsdom has the element but not these two methods
  const dialogo = HTMLDialogElement.prototype as { showModal?: (this: HTMLDialogElement) => void; close?: (this: HTMLDialogElement) => void };
  dialogo.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialogo.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
window.scrollTo = () => {};

// jsdom reports refused XHR connections (pages that query a server no test started) on
// console.error; the failure itself is handled by the baseQuery and asserted where it matters.
const errorOriginal = console.error;
console.error = (...args: unknown[]) => {
  const primero = args[0];
  const texto = primero instanceof Error ? primero.message : String(primero);
  if (/ECONNREFUSED/.test(texto)) return;
  errorOriginal(...args);
};

// The CI machine has 2 cores shared with the server tests: give async UI assertions room.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);
