// Service worker: keeps one whole build of the app, so that after the first visit the app
// runs with no network, and a deploy never leaves a page with files of two builds.
// The build (scripts/sw-precache.mjs) fills in VERSION (the build id) and FILES.
//
// - Install fetches every file of this build past the HTTP cache and checks each answer
//   (and that index.html is this build's); one failure and nothing of it is kept.
// - The new build waits until the page lets it in (the "new version" notice, or a page
//   opened when nothing has been done in it yet: see index.html), then takes over at once.
// - Activate deletes the caches of earlier builds; only then are they gone.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `cdg-${VERSION}`;

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
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('cdg-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const key = req.mode === 'navigate' ? './' : req;
    const hit = await cache.match(key, { ignoreSearch: true });
    if (hit) return hit;
    try {
      return await fetch(req);
    } catch (e) {
      return (req.mode === 'navigate' && await cache.match('./')) || Response.error();
    }
  })());
});
