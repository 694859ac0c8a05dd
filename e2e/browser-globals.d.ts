// Callbacks given to page.evaluate and addInitScript run in the browser: type them against the DOM.
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
