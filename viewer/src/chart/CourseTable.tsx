// The course as a table, the chart's accessible twin: one row per turn played, each a button
// (data-course-round, data-course-power: the DOM contract) that goes to the start of that turn,
// so keyboard users and tests jump as a click on the chart does. The turn the viewer's cursor is
// in is marked (aria-current) and kept in view; the measure chosen is the emphasised column.
import { useEffect, useRef } from 'preact/hooks';
import { goTo } from '../core/state';
import { powerStyle } from '../board/colours';
import { courseRows, cursorTurn, MEASURES, measure, type CourseRow, type Measure } from './course-data';

const COLUMNS: readonly { key: Measure; label: string }[] = [
  { key: 'pus', label: 'PUs' },
  { key: 'income', label: 'Inc.' },
  { key: 'units', label: 'Units' },
  { key: 'unitValue', label: 'Value' },
  { key: 'production', label: 'Prod.' },
];
const TITLES = new Map(MEASURES.map((x) => [x.key, x.title]));

export function CourseTable() {
  const rows = courseRows.value;
  const at = cursorTurn.value;
  const m = measure.value;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const current = box.current?.querySelector<HTMLElement>('tr[aria-current="true"]');
    current?.scrollIntoView({ block: 'nearest' });
  }, [at?.round, at?.power]);
  return (
    <div class="course-table" ref={box}>
      <table>
        <caption class="visually-hidden">The game's course: each turn's figures at its end; a turn's button goes to its start.</caption>
        <thead>
          <tr>
            <th scope="col">Turn</th>
            {COLUMNS.map((c) => (
              <th scope="col" key={c.key} class={c.key === m ? 'chosen' : undefined}>
                <abbr title={TITLES.get(c.key)}>{c.label}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <Row key={`${r.round}/${r.power}`} r={r} m={m} current={!!at && at.round === r.round && at.power === r.power} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Row({ r, m, current }: { r: CourseRow; m: Measure; current: boolean }) {
  const st = powerStyle(r.power)!;
  return (
    <tr aria-current={current ? 'true' : undefined} onClick={() => void goTo(r.eventNumber)}>
      <th scope="row">
        <button
          type="button"
          data-course-round={r.round}
          data-course-power={r.power}
          title={`Go to the start of ${st.name}'s turn in round ${r.round}`}
          onClick={(e) => {
            e.stopPropagation();
            void goTo(r.eventNumber);
          }}
        >
          <span class="course-chip" style={{ background: st.colour, color: st.ink }}>
            {st.initials}
          </span>{' '}
          R{r.round}
          {!r.finished && <span class="course-going"> (going on)</span>}
        </button>
      </th>
      {COLUMNS.map((c) => (
        <td key={c.key} class={c.key === m ? 'chosen' : undefined}>
          {r[c.key] ?? '–'}
        </td>
      ))}
    </tr>
  );
}
