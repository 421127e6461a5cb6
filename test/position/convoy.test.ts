// The seed's convoy worked example (CNV-5), as a position document in
// docs/examples/convoy-cnv5.json, created and played on through the rules.
import { apply, CNV5_CONVOY_LINE, incomeEvent } from '../rules/fixtures';
import { example, gameFrom } from './helpers';

test('CNV-5 from a position: 2 Japanese subs and a destroyer in 37 Sea Zone cost the UK 4 of its 21 PUs of territory [seed 000 §Convoy]', () => {
  const { state } = gameFrom(example('convoy-cnv5'));
  expect([state.round, state.current, state.phase]).toEqual([1, 'UK', 'collectIncome']);
  const r = apply(state, { type: 'EndPhase' });
  const inc = incomeEvent(r.events);
  const sum = (source: string) => inc.lines.filter((l) => l.source === source).reduce((n, l) => n + l.pus, 0);
  expect(sum('territory')).toBe(21);
  expect(inc.lines.filter((l) => l.source === 'convoy')).toEqual([CNV5_CONVOY_LINE]);
  expect(sum('territory') + sum('convoy')).toBe(17);
  expect(inc.amount).toBe(17 + 5); // + the Kwangtung and Malaya objective
  expect(inc.pusAfter).toBe(16 + 22);
  expect(r.events.map((e) => e.type)).toEqual(['IncomeCollected', 'TurnEnded', 'TurnStarted']);
  expect([r.state.current, r.state.round, r.state.pus.UK]).toEqual(['ANZAC', 1, 38]);
});
