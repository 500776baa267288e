// The dashboard's charts as SVG drawn on the server (design §10a): no script, nothing the
// strict CSP refuses (presentation attributes, no style attribute), each an image with its
// own title and description (role="img", aria-labelledby), scaled to the page's width by
// its viewBox. Each chart's figures are also in a table beside it, for reading and for
// assistive technology; the chart is the picture of that table.
import { html, type Html } from '../http/html.js';

const WIDTH = 640;
const TEXT = '#222';
const AXIS = '#767676';

/** A series of a stacked chart: its name (the legend) and colour. */
export interface Series {
  name: string;
  fill: string;
}

interface ChartText {
  /** Unique on the page: the ids of the title and description derive from it. */
  id: string;
  title: string;
  desc: string;
}

function frame(c: ChartText, height: number, body: Html): Html {
  return html`<svg
    xmlns="http://www.w3.org/2000/svg"
    viewBox="0 0 ${WIDTH} ${height}"
    width="100%"
    role="img"
    aria-labelledby="${c.id}-title ${c.id}-desc"
    class="chart"
    font-family="sans-serif"
    font-size="12"
  >
    <title id="${c.id}-title">${c.title}</title>
    <desc id="${c.id}-desc">${c.desc}</desc>
    ${body}
  </svg>`;
}

/** A label cut to `max` characters (the table beside the chart has it whole). */
const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** Horizontal bars, one a row, each split into the series' parts; a legend above. */
export function stackedBars(
  c: ChartText & { rows: readonly { label: string; parts: readonly number[] }[]; series: readonly Series[] },
): Html {
  const labelWidth = 170;
  const barArea = WIDTH - labelWidth - 60;
  const rowHeight = 22;
  const top = 30;
  const max = Math.max(1, ...c.rows.map((r) => r.parts.reduce((a, b) => a + b, 0)));
  const legend = c.series.map(
    (s, i) =>
      html`<rect x="${labelWidth + i * 140}" y="6" width="12" height="12" fill="${s.fill}" />
        <text x="${labelWidth + i * 140 + 16}" y="16" fill="${TEXT}">${s.name}</text>`,
  );
  const bars = c.rows.map((r, i) => {
    const y = top + i * rowHeight;
    let x = labelWidth;
    const parts = r.parts.map((v, j) => {
      const w = (v / max) * barArea;
      const rect =
        v > 0
          ? html`<rect x="${x.toFixed(1)}" y="${y + 3}" width="${w.toFixed(1)}" height="${rowHeight - 6}" fill="${c.series[j].fill}" />`
          : '';
      x += w;
      return rect;
    });
    const total = r.parts.reduce((a, b) => a + b, 0);
    return html`<text x="${labelWidth - 6}" y="${y + rowHeight / 2 + 4}" text-anchor="end" fill="${TEXT}">${cut(r.label, 26)}</text>
      ${parts}
      <text x="${(x + 4).toFixed(1)}" y="${y + rowHeight / 2 + 4}" fill="${TEXT}">${total}</text>`;
  });
  const height = top + Math.max(1, c.rows.length) * rowHeight + 8;
  return frame(
    c,
    height,
    html`${legend}
      <line x1="${labelWidth}" y1="${top}" x2="${labelWidth}" y2="${height - 8}" stroke="${AXIS}" />
      ${bars}`,
  );
}

/** Vertical bars, one a column (the months), the value above each. */
export function columns(c: ChartText & { bars: readonly { label: string; value: number }[]; fill: string }): Html {
  const height = 220;
  const bottom = height - 24;
  const plot = bottom - 24;
  const left = 10;
  const step = (WIDTH - left * 2) / Math.max(1, c.bars.length);
  const max = Math.max(1, ...c.bars.map((b) => b.value));
  const bars = c.bars.map((b, i) => {
    const h = (b.value / max) * plot;
    const x = left + i * step;
    return html`${b.value > 0 ? html`<rect x="${(x + step * 0.15).toFixed(1)}" y="${(bottom - h).toFixed(1)}" width="${(step * 0.7).toFixed(1)}" height="${h.toFixed(1)}" fill="${c.fill}" />` : ''}
      <text x="${(x + step / 2).toFixed(1)}" y="${(bottom - h - 4).toFixed(1)}" text-anchor="middle" fill="${TEXT}">${b.value}</text>
      <text x="${(x + step / 2).toFixed(1)}" y="${bottom + 16}" text-anchor="middle" fill="${TEXT}">${b.label}</text>`;
  });
  return frame(c, height, html`<line x1="${left}" y1="${bottom}" x2="${WIDTH - left}" y2="${bottom}" stroke="${AXIS}" /> ${bars}`);
}
