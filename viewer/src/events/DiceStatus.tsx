// Whether the dice of the phase shown can be trusted, in words: "seed not revealed yet",
// "verified" or "mismatch", with what was checked. The check itself runs in this browser
// (dice-verify.ts, WebCrypto), following docs/dice.md, not the server's say-so.
import { diceInfo, diceSeed, diceVerdict, phaseRolls } from './dice-status';

const short = (h: string) => `${h.slice(0, 12)}…`;

export function DiceStatus() {
  const d = diceInfo.value;
  if (!d) return null;
  const v = diceVerdict.value;
  const dice = phaseRolls.value.reduce((n, r) => n + r.values.length, 0);
  const practice = d.seedOrigin === 'CREATOR';
  let state: 'unrevealed' | 'verified' | 'mismatch' | 'checking' | 'uncommitted' = 'checking';
  let title = 'Checking the dice…';
  let detail = '';
  if (v?.kind === 'unrevealed') {
    state = 'unrevealed';
    title = 'Dice: seed not revealed yet';
    detail = d.commitment
      ? `The server committed to its secret seed before the first roll (SHA-256 ${short(d.commitment)}); it reveals the seed when the game ends, and this page then recomputes every die.${d.disclosures ? ` The organizer was shown the seed ${d.disclosures} time(s).` : ''}`
      : 'This game was created before dice were committed: there is no commitment to check.';
  } else if (v?.kind === 'verified') {
    state = 'verified';
    title = 'Dice: verified';
    const seats = d.entropy.length ? ` and the entropy of ${d.entropy.length} ${d.entropy.length === 1 ? 'seat' : 'seats'}` : '';
    const seedWord = practice ? 'The practice seed (public from the start)' : 'The revealed seed';
    detail = `${seedWord} hashes to the commitment recorded before the first roll (${short(d.commitment ?? '')}). ${
      dice ? `The ${dice} ${dice === 1 ? 'die' : 'dice'} of this phase derive from it${seats}.` : 'This phase rolled no dice.'
    }`;
  } else if (v?.kind === 'commitment-mismatch') {
    state = 'mismatch';
    title = 'Dice: mismatch';
    detail = `The seed's SHA-256 is ${short(v.actual)}, but the game committed to ${short(v.expected)}: the seed is not the one promised before the first roll.`;
  } else if (v?.kind === 'dice-mismatch') {
    state = 'mismatch';
    title = 'Dice: mismatch';
    const m = v.mismatches[0];
    detail = `${v.mismatches.length} of the ${v.checked} dice of this phase do not derive from the seed: die ${m.die} (event ${m.event}) shows ${m.shown}, the seed gives ${m.derived}. They are marked below.`;
  } else if (v?.kind === 'uncommitted') {
    state = v.mismatches.length ? 'mismatch' : 'uncommitted';
    title = v.mismatches.length ? 'Dice: mismatch' : 'Dice: derived from the seed (no commitment)';
    detail = `No commitment was recorded for this game; ${v.checked - v.mismatches.length} of the ${v.checked} dice of this phase derive from its seed.`;
  }
  return (
    <section
      class={`dice-status dice-${state}`}
      aria-label="Dice verification"
      data-dice-state={state}
      data-seed={diceSeed.value ? 'yes' : 'no'}
    >
      <p class="dice-title">
        <span class="dice-icon" aria-hidden="true">
          {state === 'verified' ? '✔' : state === 'mismatch' ? '✖' : state === 'unrevealed' ? '○' : '…'}
        </span>
        {title}
      </p>
      {detail && <p class="dice-detail">{detail}</p>}
    </section>
  );
}
