// When the table's server is away, the page says so in the device's language, with the
// server's address and what to do, over Flet's own "Working..." screen; it goes when the
// server answers again. Flet's client reconnects by itself every half second and carries
// on where it was, so the page watches its connections and does nothing else, except
// when it was opened from the service worker's copy (the server did not answer for the
// page): then, once the server answers, it loads again, so a device never goes on with
// a client older than the server's.
(() => {
  "use strict";
  const away = window.tableAway;
  // Flet reconnects within this long after a dropped connection when the server is there.
  const GRACE_MS = 800;
  const PROBE_EVERY_MS = 2000;
  let notice = null;
  let pending = null;

  function language() {
    try {
      // Where Flet's SharedPreferences keep the language chosen in the app's settings.
      const chosen = JSON.parse(localStorage.getItem("flutter.table-companion.language"));
      if (Object.hasOwn(away.texts, chosen)) return chosen;
    } catch (ignored) {
      // Nothing chosen on this device, or not by the app: the page's own language.
    }
    return away.language;
  }

  function theme() {
    try {
      return JSON.parse(localStorage.getItem("flutter.table-companion.theme")) || "system";
    } catch (ignored) {
      return "system";
    }
  }

  function paragraph(text, className) {
    const element = document.createElement("p");
    element.className = className;
    element.textContent = text;
    return element;
  }

  function show() {
    pending = null;
    if (notice) return;
    const texts = away.texts[language()];
    notice = document.createElement("div");
    notice.id = "table-away";
    notice.dataset.theme = theme();
    notice.setAttribute("role", "alert");
    notice.lang = language();
    const box = document.createElement("div");
    box.className = "table-away-box";
    const heading = document.createElement("h1");
    heading.textContent = texts.title;
    box.append(
      heading,
      paragraph(texts.address.replace("{address}", location.host), "table-away-address"),
      paragraph(texts.advice, "table-away-advice"),
    );
    const retrying = paragraph(texts.retrying, "table-away-retrying");
    retrying.prepend(Object.assign(document.createElement("span"), { className: "table-away-spinner" }));
    box.append(retrying);
    notice.append(box);
    document.body.append(notice);
  }

  function hide() {
    clearTimeout(pending);
    pending = null;
    notice?.remove();
    notice = null;
  }

  function serverAnswers() {
    if (away.servedFromCache) {
      location.reload();
    } else {
      hide();
    }
  }

  const Native = window.WebSocket;
  class Watched extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      if (new URL(url, location.href).pathname !== away.socket) return;
      this.addEventListener("open", serverAnswers);
      this.addEventListener("close", () => {
        if (!notice && !pending) pending = setTimeout(show, GRACE_MS);
      });
    }
  }
  window.WebSocket = Watched;

  if (away.servedFromCache) {
    // The server did not answer for the page: say so at once, before the client starts,
    // and look for the server even if the client cannot start from the copy.
    document.addEventListener("DOMContentLoaded", show);
    const probe = () =>
      fetch(away.probe, { cache: "no-store" })
        .then((response) => (response.ok ? serverAnswers() : setTimeout(probe, PROBE_EVERY_MS)))
        .catch(() => setTimeout(probe, PROBE_EVERY_MS));
    setTimeout(probe, PROBE_EVERY_MS);
  }

  // Only the installed app keeps a copy: a browser's tab is not opened again from the
  // home screen, and a device that merely visits is spared the copy (15 MB).
  const installed =
    matchMedia("(display-mode: standalone), (display-mode: fullscreen), (display-mode: minimal-ui)")
      .matches || navigator.standalone === true;
  if ("serviceWorker" in navigator && window.isSecureContext && installed) {
    navigator.serviceWorker.register(away.worker).catch(() => {});
    // Once the client runs, the worker keeps a copy of every file this device loaded
    // for it (which depends on the browser: WebAssembly or JavaScript).
    window.flet.flutterAppLoaded
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
        registration.active.postMessage({ keep: loaded });
      });
  }
})();
