// The chart's legend: each power's colour, dash pattern and initials, with its value at the
// round under the pointer (or, the pointer elsewhere, at the round the viewer's cursor is in).
import { powerStyle } from '../board/colours';
import { coursePowers, courseSeries, cursorTurn, hoverRound, MEASURES, measure } from './course-data';
import { DASHES } from './dashes';

export function CourseLegend() {
  const s = courseSeries.value;
  const round = hoverRound.value ?? cursorTurn.value?.round ?? s.rounds[s.rounds.length - 1];
  const idx = s.rounds.indexOf(round);
  const m = MEASURES.find((x) => x.key === measure.value)!;
  return (
    <div class="course-legend">
      <span class="course-legend-round" title={m.title}>
        {m.label}, round {round}:
      </span>
      <ul>
        {coursePowers.value.map((p, i) => {
          const st = powerStyle(p)!;
          const v = idx >= 0 ? s.values[i][idx] : null;
          return (
            <li key={p} title={st.name}>
              <svg width="22" height="8" aria-hidden="true">
                <line
                  x1="1"
                  y1="4"
                  x2="21"
                  y2="4"
                  stroke={st.colour}
                  stroke-width="2.5"
                  stroke-dasharray={DASHES[i % DASHES.length].join(' ')}
                />
              </svg>
              <abbr title={st.name}>{st.initials}</abbr> <b>{v ?? '–'}</b>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
