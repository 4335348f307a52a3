// Service worker: keeps whole builds of the app, so that after the first visit the app runs
// with no network, and a page never gets files of two builds.
// The build (scripts/sw-precache.mjs) fills in VERSION (the build id) and FILES.
//
// - Install fetches every file of this build past the HTTP cache and checks each answer
//   (and that index.html is this build's); one failure and nothing of it is kept.
// - The new build waits until a page lets it in (the "new version" notice, or a page
//   opened when nothing has been done in it yet: see index.html), then takes over at once.
// - Pages opened from then on (navigations) get this build. A page still running an older
//   build (another tab, open when this one took over) keeps working on its own build, online
//   or offline: each page tells the worker its build (`{ build }`, from <body data-build>),
//   that is remembered in the cache TABS (a worker can be stopped and started at any time),
//   and each request is answered from its page's build first.
// - A build's cache is deleted only when no open page runs it (checked when this build
//   takes over and whenever a page starts). While an open page has not said its build (a
//   page of a build older than this scheme), nothing is deleted; nor is the cache of a newer
//   build that is installing or waiting.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `cdg-${VERSION}`;
/** The cache of which build each page (client id) runs: one entry a page. */
const TABS = 'cdg:tabs';
const BUILD_CACHE = /^cdg-[0-9a-f]+$/;

/** Fetches `url` from the network (never the HTTP cache) and checks the answer. */
async function fetchFresh(url) {
  const res = await fetch(new Request(url, { cache: 'reload' }));
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  if (url === './') {
    const html = await res.clone().text();
    if (!html.includes(`data-build="${VERSION}"`)) throw new Error(`./ is not build ${VERSION}`);
  }
  return res;
}

/** The key under which TABS remembers the build of the page `id`. */
const tabKey = (id) => new URL(`./cdg-tab/${encodeURIComponent(id)}`, self.location.href).href;

/** The build the page or worker `id` said it runs (null when it has said none). */
async function buildOf(id) {
  if (!id) return null;
  const hit = await (await caches.open(TABS)).match(tabKey(id));
  return hit ? hit.text() : null;
}

/**
 * Deletes the caches of builds no open page runs (never this build's), and forgets the
 * pages that are closed. An open page whose build is not known keeps every build.
 */
async function prune() {
  const tabs = await caches.open(TABS);
  const open = await self.clients.matchAll({ type: 'window' });
  const openIds = new Set(open.map((c) => c.id));
  const known = new Map();
  for (const req of await tabs.keys()) {
    const id = decodeURIComponent(req.url.slice(req.url.lastIndexOf('/') + 1));
    if (!openIds.has(id)) await tabs.delete(req);
    else known.set(id, await (await tabs.match(req)).text());
  }
  if (open.some((c) => !known.has(c.id))) return;
  const used = new Set([CACHE, ...[...known.values()].map((b) => `cdg-${b}`)]);
  const names = await caches.keys();
  // A newer build may be installing or waiting: its cache, made after this one's, stays.
  if (self.registration.installing || self.registration.waiting) names.splice(names.indexOf(CACHE) + 1);
  await Promise.all(names.filter((k) => BUILD_CACHE.test(k) && !used.has(k)).map((k) => caches.delete(k)));
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    try {
      const answers = await Promise.all(FILES.map(async (url) => [url, await fetchFresh(url)]));
      const cache = await caches.open(CACHE);
      await Promise.all(answers.map(([url, res]) => cache.put(url, res)));
    } catch (e) {
      await caches.delete(CACHE);
      throw e;
    }
  })());
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
  const build = event.data && event.data.build;
  const id = event.source && event.source.id;
  if (typeof build === 'string' && /^[0-9a-f]{1,64}$/.test(build) && id) {
    event.waitUntil((async () => {
      await (await caches.open(TABS)).put(tabKey(id), new Response(build));
      await prune();
    })());
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim().then(prune));
});

/** The answer to `req` from the caches: its page's build first, then this one, then newer to older. */
async function fromCaches(req, clientId) {
  const own = await buildOf(clientId);
  const all = (await caches.keys()).filter((k) => BUILD_CACHE.test(k)).reverse();
  const order = [...new Set([own && `cdg-${own}`, CACHE, ...all])].filter((k) => k && all.includes(k));
  for (const name of order) {
    const hit = await (await caches.open(name)).match(req, { ignoreSearch: true });
    if (hit) return hit;
  }
  return undefined;
}

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    if (req.mode === 'navigate') {
      // A page opened or reloaded: this build, whole.
      const cache = await caches.open(CACHE);
      const page = await cache.match('./');
      if (page) return page;
      try {
        return await fetch(req);
      } catch (e) {
        return Response.error();
      }
    }
    const hit = await fromCaches(req, event.clientId);
    if (hit) return hit;
    return fetch(req);
  })());
});
