// Imported first by every module that starts Pyodide (pyodide.mjs on the page, maker.mjs in the
// snapshot worker), so that Pyodide never sees the browser's JSPI and runs Python on the page's
// own stack.
//
// Why: where JSPI (WebAssembly.Suspending) exists, Pyodide runs each call from JavaScript into
// Python on a separate WebAssembly stack. Chromium's sampling allocation checker (GWP-ASan, on in
// a random few renderers of every Chrome) records a stack trace for each allocation it samples,
// and its frame-pointer walk reads past the top of such a stack: the tab crashes ("Aw, Snap!").
// Forced on in every renderer, it crashed 11 of 60 boots of the site with JSPI, none of 46
// without (docs/testing.md). The site never suspends Python in the middle of a call (its waits
// are coroutines), so it loses nothing by it. A snapshot records whether Pyodide had JSPI: the
// maker and the page must agree, and the snapshot FORMAT in pyodide.mjs says which.
delete WebAssembly.Suspending;
delete WebAssembly.Suspender;
