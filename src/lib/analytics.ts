/**
 * Analytics adapter: off unless the identity file configures a provider and an endpoint (the
 * prerender writes them into a <meta name="analytics"> tag). When on, it sends the page view and
 * reports web vitals, each with navigator.sendBeacon.
 */
import type { Metric } from 'web-vitals';

function send(endpoint: string, payload: Record<string, unknown>) {
  const body = JSON.stringify(payload);
  // text/plain keeps the beacon a "simple" request (no CORS preflight).
  const sent = navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'text/plain' }));
  if (!sent)
    void fetch(endpoint, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).catch(() => undefined);
}

/** Called once per page load (every navigation loads a page), with the page's analytics setting. */
export function trackPageView(setting: string, path: string) {
  const [provider = 'none', endpoint = ''] = setting.split(/\s+/);
  if (provider === 'none' || !endpoint) return;
  // A page the browser prerendered (speculation rules) counts once a visitor opens it.
  if (document.prerendering) {
    document.addEventListener('prerenderingchange', () => trackPageView(setting, path), { once: true });
    return;
  }
  send(endpoint, { type: 'pageview', path, referrer: document.referrer, title: document.title });
  // Loaded lazily: web vitals never delay the page.
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    const report = ({ name, value, id, rating }: Metric) =>
      send(endpoint, { type: 'web-vital', name, value, id, rating, path });
    for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report);
  });
}
