import { useEffect, useRef } from 'react';
import { onceInView } from './use-hydrated.ts';

/**
 * A labelled progress bar (role=progressbar with its value). The final width is in the HTML; when
 * the bar scrolls into view the fill grows to it once, which is decoration and skipped under
 * reduced motion.
 */
export function ProgressBar({ label, value }: { label: string; value: number }) {
  const fill = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = fill.current;
    if (!el?.animate) return;
    return onceInView(el, () =>
      el.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
        duration: 1200,
        easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)',
      }),
    );
  }, []);
  return (
    <div className="progress">
      <div className="progress__head" aria-hidden="true">
        <span className="progress__label">{label}</span>
        <span className="progress__value">{value}%</span>
      </div>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={`${value}%`}
      >
        <div ref={fill} className="progress__fill" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
