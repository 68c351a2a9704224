import { launchBrowser, serveDist } from './tests/e2e/support.ts';
const [b, s] = await Promise.all([launchBrowser(), serveDist()]);
for (const path of process.argv.slice(2)) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const p = await ctx.newPage();
  const cdp = await ctx.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await b.startTracing(p, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
  await p.goto(`${s.url}${path}`);
  await p.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('[data-island]')].every((el) => 'hydrated' in el.dataset), undefined, { timeout: 30000 });
  await p.waitForTimeout(1500);
  const buf = await b.stopTracing();
  const { traceEvents } = JSON.parse(buf.toString());
  const main = traceEvents.filter((e: any) => e.name === 'TracingStartedInBrowser');
  // find renderer main thread: thread with most RunTask events in the page process
  const tasks = traceEvents.filter((e: any) => e.name === 'RunTask' && e.dur > 30000);
  const nav = traceEvents.find((e: any) => e.name === 'navigationStart' || e.name === 'NavigationStart')?.ts ?? tasks[0]?.ts;
  console.log(`== ${path}`);
  for (const t of tasks) {
    const kids = traceEvents.filter((e: any) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.dur > 1000 && e !== t);
    const summary = kids.map((k: any) => `${k.name}${(k.args?.data?.url ?? k.args?.data?.stackTrace?.[0]?.url ?? k.args?.beginData?.stackTrace?.[0]?.url) ? '(' + String(k.args?.data?.url ?? k.args?.data?.stackTrace?.[0]?.url ?? k.args?.beginData?.stackTrace?.[0]?.url).split('/').pop() + ':' + (k.args?.data?.stackTrace?.[0]?.functionName ?? k.args?.beginData?.stackTrace?.[0]?.functionName ?? '') + ')' : ''}${k.args?.data?.functionName ? '[' + k.args.data.functionName + ']' : ''}:${Math.round(k.dur / 1000)}`).slice(0, 30);
    console.log(`  task @${Math.round((t.ts - nav) / 1000)}ms ${Math.round(t.dur / 1000)}ms`, summary.join(' '));
  }
  for (const e of traceEvents.filter((e: any) => (e.name === 'v8.evaluateModule' || e.name === 'UpdateLayoutTree' || e.name === 'MarkLoad' || e.name==='MarkDOMContent' || e.name==='firstContentfulPaint') && (e.dur ?? 0) >= 0))
    if (e.name !== 'UpdateLayoutTree' || e.dur > 5000) console.log('   ', e.name, Math.round((e.ts - nav) / 1000), Math.round((e.dur ?? 0) / 1000), JSON.stringify(e.args).slice(0, 300));
  await ctx.close();
}
await b.close(); await s.close();
