/**
 * Every problem at once, before the editor saves anything: a press of "Publish now" (or "Save" on
 * a Git host) is held while the whole entry is checked, in the browser with the schemas and on the
 * dev server with the validator itself (photo sizes, links, references). With problems, the save
 * never starts: the notice lists them all, each field shows its own, and the editor raises no
 * toast of its own and logs no error. Without, the press goes on to the editor as if never held.
 */
const SAVE = /^(Publish now|Publish and create new|Publish and duplicate|Save)$/;

/** Holds the editor's save buttons until `check` finds nothing (it shows what it finds itself). */
export function holdSaves(check: () => Promise<boolean>) {
  let passing: Element | undefined;
  document.addEventListener(
    'click',
    (event) => {
      const target = (event.target as Element | null)?.closest?.('button, [role="menuitem"]');
      if (!target || target === passing || !SAVE.test(target.textContent?.trim() ?? '')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void check().then((ok) => {
        if (!ok || !target.isConnected) return;
        passing = target;
        (target as HTMLElement).click();
        passing = undefined;
      });
    },
    true,
  );
}
