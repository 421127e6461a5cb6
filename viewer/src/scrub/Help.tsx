// The keyboard shortcuts, listed from the same table the listener uses (keys.ts), so the list
// never drifts from what the keys do. Opened by `?` or the Keys button; Escape closes it.
import { useEffect, useRef } from 'preact/hooks';
import { BINDINGS, helpOpen } from './keys';

const SHOWN: Record<string, string> = { ArrowRight: '→', ArrowLeft: '←' };

export function Help() {
  const ref = useRef<HTMLDivElement>(null);
  // Focus moves into the list while it is open and back to where it was when it closes.
  useEffect(() => {
    const before = document.activeElement;
    const el = ref.current;
    el?.focus();
    return () => {
      const now = document.activeElement;
      const lost = !now || now === document.body || el?.contains(now);
      if (lost && before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);
  return (
    <div id="keys-help" class="keys-help" role="dialog" aria-label="Keyboard shortcuts" tabIndex={-1} ref={ref}>
      <div class="keys-help-head">
        <h2>Keyboard shortcuts</h2>
        <button type="button" aria-label="Close the keyboard shortcuts" onClick={() => (helpOpen.value = false)}>
          ×
        </button>
      </div>
      <table>
        <tbody>
          {BINDINGS.map((b) => (
            <tr key={b.what}>
              <th scope="row">
                {b.keys.map((k) => (
                  <kbd key={k}>
                    {k
                      .split('+')
                      .map((p) => SHOWN[p] ?? p)
                      .join(' + ')}
                  </kbd>
                ))}
              </th>
              <td>{b.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="keys-help-note">
        The keys work anywhere on the page except while typing in a field; on the slider, its own arrows, Home, End and page keys move it.
        In the timeline, ↑ and ↓ move between entries and Enter goes there.
      </p>
    </div>
  );
}
