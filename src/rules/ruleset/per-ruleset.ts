// What the rules work out from a ruleset's data alone, kept per ruleset view: a view never changes, and the hooks of
// every end of phase ask for the same lists again (issue 29). A WeakMap, so a view let go takes its lists with it.
import type { RulesetView } from './view';

/** `derive`, worked out once per ruleset view and then answered from what was kept. */
export function perRuleset<T>(derive: (rs: RulesetView) => T): (rs: RulesetView) => T {
  const kept = new WeakMap<RulesetView, T>();
  return (rs) => {
    let value = kept.get(rs);
    if (value === undefined) kept.set(rs, (value = derive(rs)));
    return value;
  };
}
