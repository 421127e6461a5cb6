// The game's course in the side column: PUs, income, unit value, units or production per
// power per round, as a chart (CoursePlot) or, toggled, as a table whose rows are buttons
// (CourseTable); either way a turn is one click or key press away (goTo its start).
import { CourseLegend } from './CourseLegend';
import { CoursePlot } from './CoursePlot';
import { CourseTable } from './CourseTable';
import { courseProblem, courseRows, MEASURES, measure, tableView, type Measure } from './course-data';
import './chart.css';

export function CourseChart() {
  const rows = courseRows.value;
  const table = tableView.value;
  return (
    <section class="course" aria-labelledby="course-title">
      <header class="course-head">
        <h2 id="course-title">Course</h2>
        <label class="course-measure">
          <span class="visually-hidden">Measure</span>
          <select
            id="course-measure"
            value={measure.value}
            onChange={(e) => (measure.value = (e.currentTarget as HTMLSelectElement).value as Measure)}
          >
            {MEASURES.map((x) => (
              <option key={x.key} value={x.key} title={x.title}>
                {x.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" class="course-toggle" aria-pressed={table} onClick={() => (tableView.value = !table)}>
          {table ? 'Chart' : 'Table'}
        </button>
      </header>
      {courseProblem.value && <p class="course-problem">{courseProblem.value}</p>}
      {!rows.length ? (
        <p class="course-empty">No turn played yet.</p>
      ) : table ? (
        <CourseTable />
      ) : (
        <>
          <CourseLegend />
          <CoursePlot />
          <p class="course-note">
            {MEASURES.find((x) => x.key === measure.value)!.title}. Click a point to go to the start of that turn; the table lists the same.
          </p>
        </>
      )}
    </section>
  );
}
