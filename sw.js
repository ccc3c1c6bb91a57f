// Shanghaien's service worker: after the first visit the game starts without a network.
// It lives at the site root because a service worker controls only its own folder and below;
// every URL here is relative to it, so the site works under a sub-path (GitHub Pages).
//
// How it caches: the whole site of one build, at once. scripts/pwa_build.py writes BUILD into
// the exported copy of this file: a version (a hash of every site file) and each file's
// SHA-256. Install fetches every file with that hash as its `integrity`, so a file from any
// other build (a half-deployed site, a stale CDN copy) fails the fetch and with it the install:
// the cache of a build is complete and of that build alone, or it is not there. The page, the
// game (game.zip) and the runtime are then all served from that one cache (cache-first), so
// old and new files never mix. A changed site changes this file, so the browser installs the
// new build beside the old one; the page swaps it in at its next start (assets/pwa.js) and
// the old cache is deleted. Caches of other apps, and the page's own Pyodide snapshot cache,
// are never touched: only names that start with this prefix and end with this scope.
//
// Network-first for the page would fetch a new index.html while the runtime came from the old
// cache, the very mix this avoids; the price is that a new build shows one visit later.

"use strict";

// Written by scripts/pwa_build.py when the site is exported; null in the repository, where
// ./scripts/serve serves the sources as they are edited and nothing must be cached.
const BUILD = null;

const PREFIX = "shanghaien-sw-";
const SCOPE = new URL("./", self.location.href).href;

// This app's caches at this scope: "shanghaien-sw-<version> <scope>".
function cacheName(version) {
  return `${PREFIX}${version} ${SCOPE}`;
}

function isOurs(name) {
  return name.startsWith(PREFIX) && name.endsWith(` ${SCOPE}`);
}

async function deleteOurCaches(keep) {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => isOurs(name) && name !== keep).map((name) => caches.delete(name)));
}

if (BUILD === null) {
  // Not an exported site: step aside, and drop what an earlier export here may have cached.
  self.addEventListener("install", () => self.skipWaiting());
  self.addEventListener("activate", (event) => {
    event.waitUntil(deleteOurCaches(null).then(() => self.registration.unregister()));
  });
} else {
  const CACHE = cacheName(BUILD.version);
  const FILES = new Map(BUILD.files.map(([path, integrity]) => [path, integrity]));

  // Every file of this build, verified, or nothing: a partly filled cache is deleted.
  async function precache() {
    const responses = await Promise.all(
      [...FILES].map(async ([path, integrity]) => {
        // no-cache: revalidate with the server (a 304 reuses the copy the page just loaded).
        const response = await fetch(new Request(new URL(path, SCOPE), { cache: "no-cache", integrity }));
        if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
        return [path, response];
      }),
    );
    const cache = await caches.open(CACHE);
    try {
      await Promise.all(responses.map(([path, response]) => cache.put(new URL(path, SCOPE).href, response)));
    } catch (error) {
      await caches.delete(CACHE);
      throw error;
    }
  }

  self.addEventListener("install", (event) => {
    event.waitUntil(
      precache().then(() => {
        // The first build needs no hand-over; a newer one waits for the page (see message).
        if (!self.registration.active) return self.skipWaiting();
      }),
    );
  });

  self.addEventListener("activate", (event) => {
    event.waitUntil(deleteOurCaches(CACHE));
  });

  // assets/pwa.js asks a waiting build to take over when a page starts (and then reloads).
  self.addEventListener("message", (event) => {
    if (event.data === "skip-waiting") self.skipWaiting();
  });

  // The site-relative path of a request this build has, or null (then the network serves it).
  function pathOf(request) {
    if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return null;
    const path = new URL(request.url).pathname.slice(new URL(SCOPE).pathname.length);
    if (request.mode === "navigate" && (path === "" || path === "index.html")) return "index.html";
    return FILES.has(path) ? path : null;
  }

  async function fromCache(request, path) {
    // caches.match, not caches.open: an old worker finishing its last fetches must not create
    // its cache again after the new build's worker deleted it.
    const hit = await caches.match(new URL(path, SCOPE).href, { cacheName: CACHE });
    return hit ?? fetch(request);  // only if the cache was cleared under us
  }

  self.addEventListener("fetch", (event) => {
    const path = pathOf(event.request);
    if (path !== null) event.respondWith(fromCache(event.request, path));
  });
}
