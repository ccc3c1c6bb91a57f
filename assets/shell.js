// The page shell: moves the boot progress bar as PyScript boots, and shows a readable
// panel instead of a blank page when Python (or the runtime) fails. Python itself enables
// the controls and sets <body data-ready> (game/ui/browser.py).

const body = document.body;
// The phrases in the player's language, from assets/runtime/first-words.js (scripts/first_words.py);
// without it the page's English stays.
const words = window.shanghaienWords ?? {};
const say = (key, fallback = "") => words[key] ?? fallback;
const bar = document.getElementById("boot");
const step = document.getElementById("boot-step");

// PyScript's boot steps (its "py:progress" events), in order, with where the bar stands.
// Starting the interpreter is the long one: the bar creeps towards its mark meanwhile.
const STEPS = new Map([
  ["Loading Pyodide", [10, "boot.runtime"]],
  ["Loading interpreter", [75, "boot.python", "slow"]],
  ["Loaded interpreter", [80, "boot.running"]],
  ["Loading files", [85, "boot.files"]],
  ["Loaded Pyodide", [90, "boot.loaded"]],
]);

function advance(percent, key, pace = "") {
  bar.setAttribute("aria-valuenow", String(percent));
  bar.style.setProperty("--fill", String(percent / 100));
  bar.dataset.pace = pace;
  step.textContent = say(key, step.textContent);
}

function showError(error) {
  if (body.hasAttribute("data-error")) return;  // the first error is the one to read
  const text = String(error?.message ?? error ?? "Unknown error").trim();
  const lines = text.split("\n").filter((line) => line.trim());
  body.setAttribute("data-error", "");
  const title = document.getElementById("boot-error-title");
  title.textContent = body.hasAttribute("data-ready") ? say("boot.crashed", title.textContent) : say("boot.failed", title.textContent);
  document.getElementById("boot-error-summary").textContent = lines.at(-1) ?? text;
  document.getElementById("boot-error-details").textContent = text;
  document.getElementById("boot-error").hidden = false;
}

addEventListener("py:progress", ({ detail }) => {
  if (STEPS.has(detail)) advance(...STEPS.get(detail));
});
document.addEventListener("py:ready", () => advance(95, "boot.table"));
addEventListener("error", (event) => showError(event.error ?? event.message));
addEventListener("unhandledrejection", (event) => showError(event.reason));

advance(5, "boot.pyscript");
try {
  // index.html loads core.js itself, at once; this import is the same module, to reach its hooks.
  const { hooks } = await import("./runtime/pyscript/core.js");
  // PyScript reports Python exceptions through io.stderr; show them, then log them as usual.
  hooks.main.onReady.add((wrap) => {
    const { stderr } = wrap.io;
    wrap.io.stderr = (error, ...rest) => {
      if (error instanceof Error) showError(error);
      return stderr(error, ...rest);
    };
  });
} catch (error) {
  // first-words.js sits in the same missing folder, so the English fallback keeps the way out.
  showError(`${say("boot.missing", "The Python runtime did not load (run ./scripts/serve to set it up).")}\n${error}`);
}
