// Run by nonet.test.mjs inside a network namespace with only a loopback interface (a device
// with no network): the host makes an invitation; the app must say plainly that no
// connection can be made and offer play by link, which gives the game's link. Exits 0 when
// it does, 1 (with the reason) when not.
import { serve, device, invite } from './two.mjs';
import { launch, until, visible } from '../e2e/harness.mjs';

const srv = await serve();
const b = await launch();
let code = 1;
try {
  const host = await device(b, srv.url, '#/toan', undefined, 'the offline device');
  await invite(host.page, { r: 0, b: 1 });
  await until(host.page, 'the word that no connection can be made',
    () => /Không tạo được kết nối/.test(document.querySelector('.invite[data-friend="1"] .state')?.textContent || ''),
    null, 20000);
  await host.page.click('button.friend-bylink');
  await visible(host.page, '.invite[data-friend="9"][data-ready] input.link');
  const link = await host.page.inputValue('.invite[data-friend="9"] input.link');
  if (!/#\/toan\?z=/.test(link)) throw new Error(`not a move link: ${link}`);
  if (host.errors.length) throw new Error(`page errors: ${host.errors.join('; ')}`);
  code = 0;
} catch (e) {
  console.error(String(e));
} finally {
  await b.close();
  await srv.close();
}
process.exit(code);
