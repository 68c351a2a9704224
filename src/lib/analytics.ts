/**
 * Analytics adapter: off unless the identity file configures a provider and an endpoint (the
 * prerender writes them into a <meta name="analytics"> tag). When on, it sends a page view on
 * every navigation and reports web vitals, each with navigator.sendBeacon.
 */
import type { Metric } from 'web-vitals';

interface AnalyticsConfig {
  provider: string;
  endpoint: string;
}

function config(): AnalyticsConfig | null {
  if (typeof document === 'undefined') return null;
  const tag = document.querySelector<HTMLMetaElement>('meta[name="analytics"]');
  const [provider = 'none', endpoint = ''] = (tag?.content ?? '').split(/\s+/);
  return provider !== 'none' && endpoint ? { provider, endpoint } : null;
}

function send(endpoint: string, payload: Record<string, unknown>) {
  const body = JSON.stringify(payload);
  // text/plain keeps the beacon a "simple" request (no CORS preflight).
  const sent = navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'text/plain' }));
  if (!sent)
    void fetch(endpoint, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).catch(() => undefined);
}

let vitalsStarted = false;

export function trackPageView(path: string) {
  const cfg = config();
  if (!cfg) return;
  // A page the browser prerendered (speculation rules) counts once a visitor opens it.
  if (document.prerendering) {
    document.addEventListener('prerenderingchange', () => trackPageView(path), { once: true });
    return;
  }
  send(cfg.endpoint, { type: 'pageview', path, referrer: document.referrer, title: document.title });
  if (!vitalsStarted) {
    vitalsStarted = true;
    // Loaded lazily: web vitals never delay the page.
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const report = ({ name, value, id, rating }: Metric) =>
        send(cfg.endpoint, { type: 'web-vital', name, value, id, rating, path });
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report);
    });
  }
}
