// When no connection can be made (a device with no network: a namespace inside the test's
// own, with only its loopback interface, where Chromium gathers no address), the invitation
// says so plainly and play by link is there to press (tests/e2e-net/offline-device.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

test('no connection possible: the app says so and offers play by link', () => {
  const r = spawnSync('unshare', ['-n', 'bash', '-c', 'ip link set lo up && exec node "$0"', path.join(here, 'offline-device.mjs')], {
    encoding: 'utf8',
    timeout: 120000,
  });
  assert.equal(r.status, 0, `the offline device's check failed: ${r.stderr}${r.stdout}`);
});
