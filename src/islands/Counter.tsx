import { useEffect, useRef } from 'react';
import { onceInView } from './use-hydrated.ts';

/** How long the count-up takes, in ms */
const duration = 2000;

/**
 * A number that counts up from zero when it scrolls into view. The HTML holds the final value, so
 * it reads correctly without scripts; screen readers always get the final value (the animated
 * digits are hidden from them), and under reduced motion nothing moves.
 */
export function Counter({ value, suffix = '', label }: { value: number; suffix?: string; label: string }) {
  const digits = useRef<HTMLSpanElement>(null);
  const final = `${value}${suffix}`;
  useEffect(() => {
    const el = digits.current;
    if (!el) return;
    let frame = 0;
    const stop = onceInView(el, () => {
      // Timed from the first frame: a frame's timestamp can be earlier than performance.now() at
      // the moment the counter came into view, which would show a negative number.
      let start: number | undefined;
      const tick = (now: number) => {
        start ??= now;
        const t = Math.min(1, (now - start) / duration);
        const eased = 1 - Math.pow(1 - t, 3);
        el.textContent = t < 1 ? `${Math.round(value * eased)}${suffix}` : final;
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    return () => {
      stop();
      cancelAnimationFrame(frame);
      el.textContent = final;
    };
  }, [value, suffix, final]);
  return (
    <div className="counter">
      <p className="counter__value">
        <span ref={digits} aria-hidden="true">
          {final}
        </span>
        <span className="visually-hidden">{final}</span>
      </p>
      <p className="counter__label">{label}</p>
    </div>
  );
}
