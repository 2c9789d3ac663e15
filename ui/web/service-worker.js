// The installed app's copy of its own shell: the page, the client's files, its fonts and
// icons, so that it opens while the table's server is away and says so (see away.js)
// instead of showing the browser's error page.
//
// The server comes first: whenever it answers, its files are used (and the copy follows
// them), so a device never runs an older client than the server's. The copy is used only
// when the server does not answer. The cache is named after the server's version, and an
// upgraded server's worker drops the copies of every other version. Nothing else is
// kept: a game's data travels over the websocket, which no worker sees.
"use strict";

const VERSION = "__VERSION__";
const PREFIX = "table-companion-shell-";
const CACHE = PREFIX + VERSION;
const PAGE = "/";
// The page's marker the copy flips, so the page knows it is the copy (see away.js).
const FRESH = '"servedFromCache":false';
const FROM_THE_COPY = '"servedFromCache":true';
const SHELL_FILES = new Set([
  "/flutter_bootstrap.js",
  "/flutter.js",
  "/main.dart.js",
  "/main.dart.mjs",
  "/main.dart.wasm",
  "/python.js",
  "/manifest.json",
  "/favicon.png",
]);
const SHELL_FOLDERS = ["/canvaskit/", "/assets/", "/icons/", "/rive/"];
// How long the page may take to start coming before the copy is shown: a host that is
// switched off does not refuse, it never answers.
const PAGE_WAIT_MS = 4000;

// Whether the server failed to answer the last request: the files then come from the
// copy at once, without waiting for the server again.
let away = false;

function isShellFile(url) {
  return (
    url.origin === self.location.origin &&
    url.search === "" &&
    (SHELL_FILES.has(url.pathname) || SHELL_FOLDERS.some((folder) => url.pathname.startsWith(folder)))
  );
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(PAGE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const urls = event.data && event.data.keep;
  if (Array.isArray(urls)) event.waitUntil(keep(urls));
});

async function keep(urls) {
  const cache = await caches.open(CACHE);
  for (const url of urls) {
    if (typeof url !== "string" || !isShellFile(new URL(url))) continue;
    if (await cache.match(url, { ignoreVary: true })) continue;
    try {
      const response = await fetch(url);
      if (response.ok) await cache.put(url, response);
    } catch (ignored) {
      // The server went away meanwhile: the file is kept the next time.
    }
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (request.mode === "navigate" && url.origin === self.location.origin) {
    event.respondWith(page(event));
  } else if (isShellFile(url)) {
    event.respondWith(file(event));
  }
});

function within(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no answer")), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function page(event) {
  try {
    const response = await within(fetch(event.request), PAGE_WAIT_MS);
    away = false;
    if (response.ok) {
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then((cache) => cache.put(PAGE, copy)));
    }
    return response;
  } catch (failure) {
    away = true;
    const kept = await caches.match(PAGE, { cacheName: CACHE });
    if (!kept) throw failure;
    const text = (await kept.text()).replace(FRESH, FROM_THE_COPY);
    return new Response(text, { headers: kept.headers });
  }
}

async function file(event) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(event.request, { ignoreVary: true });
  if (away && kept) return kept;
  try {
    const response = await fetch(event.request);
    away = false;
    const changed = !kept || kept.headers.get("etag") !== response.headers.get("etag");
    if (response.ok && response.status === 200 && changed) {
      const copy = response.clone();
      event.waitUntil(cache.put(event.request, copy));
    }
    return response;
  } catch (failure) {
    away = true;
    if (kept) return kept;
    throw failure;
  }
}
