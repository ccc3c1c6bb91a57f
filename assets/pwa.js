// Installable and offline: registers the service worker (sw.js, at the site root so that it
// controls the whole site), once the game is ready, so that its download of the site does not
// compete with the first boot. A newer build that an earlier visit installed takes over when a
// page starts, before Python has done anything; the page then reloads once, on the new build.
// ?sw=0 in the address removes the worker and its cache from this site instead.

const WORKER = new URL("../sw.js", import.meta.url);
const SCOPE = new URL("../", import.meta.url).href;
const PREFIX = "shanghaien-sw-";  // sw.js names its caches "shanghaien-sw-<version> <scope>"

function whenReady() {
  return new Promise((resolve) => {
    const ready = () => document.body.hasAttribute("data-ready");
    if (ready()) return resolve();
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
  });
}

async function removeWorker() {
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  await registration?.unregister();
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PREFIX) && name.endsWith(` ${SCOPE}`))
    .map((name) => caches.delete(name)));
}

async function start() {
  if (new URLSearchParams(location.search).get("sw") === "0") return removeWorker();
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  const waiting = registration?.waiting;
  if (waiting) {
    if (navigator.serviceWorker.controller) {
      navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
    }
    waiting.postMessage("skip-waiting");
  }
  await whenReady();
  await navigator.serviceWorker.register(WORKER, { scope: SCOPE, updateViaCache: "none" });
}

if ("serviceWorker" in navigator) {
  start().catch((error) => console.warn("[offline] no service worker:", String(error)));
}
