import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';

/** Tile positions (row, column) of the 50 states and DC on a 12 by 8 grid, roughly where they sit. */
const TILES: readonly (readonly [code: string, name: string, row: number, col: number])[] = [
  ['AK', 'Alaska', 0, 0],
  ['ME', 'Maine', 0, 11],
  ['VT', 'Vermont', 1, 10],
  ['NH', 'New Hampshire', 1, 11],
  ['WA', 'Washington', 2, 1],
  ['ID', 'Idaho', 2, 2],
  ['MT', 'Montana', 2, 3],
  ['ND', 'North Dakota', 2, 4],
  ['MN', 'Minnesota', 2, 5],
  ['IL', 'Illinois', 2, 6],
  ['WI', 'Wisconsin', 2, 7],
  ['MI', 'Michigan', 2, 8],
  ['NY', 'New York', 2, 9],
  ['RI', 'Rhode Island', 2, 10],
  ['MA', 'Massachusetts', 2, 11],
  ['OR', 'Oregon', 3, 1],
  ['NV', 'Nevada', 3, 2],
  ['WY', 'Wyoming', 3, 3],
  ['SD', 'South Dakota', 3, 4],
  ['IA', 'Iowa', 3, 5],
  ['IN', 'Indiana', 3, 6],
  ['OH', 'Ohio', 3, 7],
  ['PA', 'Pennsylvania', 3, 8],
  ['NJ', 'New Jersey', 3, 9],
  ['CT', 'Connecticut', 3, 10],
  ['CA', 'California', 4, 1],
  ['UT', 'Utah', 4, 2],
  ['CO', 'Colorado', 4, 3],
  ['NE', 'Nebraska', 4, 4],
  ['MO', 'Missouri', 4, 5],
  ['KY', 'Kentucky', 4, 6],
  ['WV', 'West Virginia', 4, 7],
  ['VA', 'Virginia', 4, 8],
  ['MD', 'Maryland', 4, 9],
  ['DE', 'Delaware', 4, 10],
  ['AZ', 'Arizona', 5, 2],
  ['NM', 'New Mexico', 5, 3],
  ['KS', 'Kansas', 5, 4],
  ['AR', 'Arkansas', 5, 5],
  ['TN', 'Tennessee', 5, 6],
  ['NC', 'North Carolina', 5, 7],
  ['SC', 'South Carolina', 5, 8],
  ['DC', 'District of Columbia', 5, 9],
  ['OK', 'Oklahoma', 6, 4],
  ['LA', 'Louisiana', 6, 5],
  ['MS', 'Mississippi', 6, 6],
  ['AL', 'Alabama', 6, 7],
  ['GA', 'Georgia', 6, 8],
  ['HI', 'Hawaii', 7, 0],
  ['TX', 'Texas', 7, 4],
  ['FL', 'Florida', 7, 9],
];

const TILE = 44;
const GAP = 4;
const COLS = 12;
const ROWS = 8;
// Light to dark blue; each tile's label is black or white, whichever reads better on it.
const EMPTY = [241, 243, 245] as const;
const LOW = [219, 231, 245] as const;
const HIGH = [23, 63, 112] as const;

function mixed(t: number): [number, number, number] {
  const channel = (i: 0 | 1 | 2) => Math.round(LOW[i] + (HIGH[i] - LOW[i]) * t);
  return [channel(0), channel(1), channel(2)];
}

const css = (rgb: readonly number[]) => `rgb(${rgb.join(', ')})`;

/** WCAG relative luminance of an sRGB colour. */
function luminance(rgb: readonly number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function shade(value: number, max: number): { fill: string; text: string } {
  if (value <= 0 || max <= 0) return { fill: css(EMPTY), text: '#000000' };
  // Square root keeps small states visible next to one dominant state.
  const fill = mixed(Math.sqrt(value / max));
  // Black or white, whichever contrasts more with the tile.
  const l = luminance(fill);
  return { fill: css(fill), text: (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff' };
}

export type StateTileMapProps = {
  /** Value per two-letter state code; missing states read as zero. */
  values: Readonly<Record<string, number>>;
  /** What the map shows, e.g. "Clients by state"; names the figure and its table. */
  title: string;
  /** What a value counts, for tooltips and the table header, e.g. "Clients". */
  valueLabel: string;
  formatValue?: (value: number) => string;
};

const defaultFormat = (value: number) => value.toLocaleString('en-US');

/**
 * The United States as equal tiles, one per state and DC, shaded by value. Each tile names its
 * state and value on hover; screen readers get the same figures as a table.
 */
export function StateTileMap({ values, title, valueLabel, formatValue = defaultFormat }: StateTileMapProps) {
  const titleId = useId();
  const max = Math.max(0, ...TILES.map(([code]) => values[code] ?? 0));
  const width = COLS * (TILE + GAP);
  const height = ROWS * (TILE + GAP);
  const listed = TILES.filter(([code]) => (values[code] ?? 0) > 0).sort(
    (a, b) => (values[b[0]] ?? 0) - (values[a[0]] ?? 0) || a[1].localeCompare(b[1]),
  );
  return (
    <Box component="figure" m={0}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={{ maxWidth: 620, display: 'block' }}
        aria-hidden="true"
        focusable="false"
      >
        {TILES.map(([code, name, row, col]) => {
          const value = values[code] ?? 0;
          const colors = shade(value, max);
          return (
            <g
              key={code}
              transform={`translate(${col * (TILE + GAP)}, ${row * (TILE + GAP)})`}
              data-state={code}
            >
              <title>{`${name}: ${formatValue(value)} ${valueLabel.toLowerCase()}`}</title>
              <rect width={TILE} height={TILE} rx={4} fill={colors.fill} stroke="#ffffff" />
              <text
                x={TILE / 2}
                y={TILE / 2 - 3}
                textAnchor="middle"
                fontSize={12}
                fontWeight={600}
                fill={colors.text}
              >
                {code}
              </text>
              <text x={TILE / 2} y={TILE / 2 + 12} textAnchor="middle" fontSize={10} fill={colors.text}>
                {value > 0 ? formatValue(value) : ''}
              </text>
            </g>
          );
        })}
      </svg>
      <Group gap="xs" mt="xs" aria-hidden="true">
        <Text fz="xs" c="dimmed">
          0
        </Text>
        <Box
          w={160}
          h={10}
          style={{
            borderRadius: 2,
            background: `linear-gradient(to right, ${css(mixed(0))}, ${css(mixed(1))})`,
          }}
        />
        <Text fz="xs" c="dimmed">
          {formatValue(max)}
        </Text>
      </Group>
      <Box component="figcaption" id={titleId} fz="sm" c="dimmed" mt={4}>
        {title}
      </Box>
      <VisuallyHidden>
        <table aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">State</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {listed.length === 0 ? (
              <tr>
                <td colSpan={2}>None</td>
              </tr>
            ) : (
              listed.map(([code, name]) => (
                <tr key={code}>
                  <th scope="row">{name}</th>
                  <td>{formatValue(values[code] ?? 0)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
