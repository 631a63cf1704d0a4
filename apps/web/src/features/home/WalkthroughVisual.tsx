import type { ReactNode } from 'react';
import type { VisualKind } from './home-content';

const BLUE = '#0b3d91';
const LIGHT = '#d0ddfb';
const MID = '#6c91ec';
const GREY = '#e9ecef';

function Frame({ children }: { children: ReactNode }) {
  return (
    <>
      <rect x="0" y="0" width="320" height="180" rx="10" fill="#fff" stroke="#ced4da" />
      <rect x="0" y="0" width="320" height="22" rx="10" fill={BLUE} />
      <rect x="0" y="12" width="320" height="10" fill={BLUE} />
      <circle cx="14" cy="11" r="3.5" fill="#fff" opacity="0.7" />
      <circle cx="26" cy="11" r="3.5" fill="#fff" opacity="0.5" />
      <rect x="14" y="30" width="64" height="142" rx="4" fill={GREY} />
      {[40, 54, 68, 82].map((y) => (
        <rect key={y} x="20" y={y} width="50" height="6" rx="3" fill="#fff" />
      ))}
      {children}
    </>
  );
}

const bar = (x: number, height: number, i: number) => (
  <rect
    key={x}
    className="fin-walkthrough-bar"
    style={{ animationDelay: `${i * 0.12}s` }}
    x={x}
    y={160 - height}
    width="22"
    height={height}
    rx="3"
    fill={i % 2 ? MID : BLUE}
  />
);

/** The mock screen of one walkthrough step: a simplified picture of the app doing that step. */
export function WalkthroughVisual({ kind }: { kind: VisualKind }) {
  let content: ReactNode;
  switch (kind) {
    case 'search':
      content = (
        <>
          <rect x="90" y="34" width="216" height="20" rx="10" fill="#fff" stroke={MID} />
          <rect x="100" y="41" width="70" height="6" rx="3" fill={BLUE} className="fin-walkthrough-step" />
          {[64, 84, 104, 124, 144].map((y, i) => (
            <g key={y} className="fin-walkthrough-step" style={{ animationDelay: `${0.15 * i}s` }}>
              <rect x="90" y={y} width="216" height="14" rx="3" fill={i === 0 ? LIGHT : GREY} />
              <rect
                x="96"
                y={y + 4}
                width={60 + i * 12}
                height="6"
                rx="3"
                fill={i === 0 ? BLUE : '#adb5bd'}
              />
            </g>
          ))}
        </>
      );
      break;
    case 'bars':
      content = (
        <>
          <line x1="90" y1="160" x2="306" y2="160" stroke="#adb5bd" />
          {[96, 128, 160, 192, 224, 256, 280].map((x, i) =>
            bar(x, [96, 74, 110, 58, 88, 40, 66][i] ?? 50, i),
          )}
        </>
      );
      break;
    case 'table':
      content = (
        <>
          <rect x="90" y="32" width="216" height="14" rx="2" fill={BLUE} />
          {[50, 66, 82, 98, 114, 130, 146].map((y, i) => (
            <g key={y} className="fin-walkthrough-step" style={{ animationDelay: `${0.1 * i}s` }}>
              <rect x="90" y={y} width="216" height="14" fill={i % 2 ? '#fff' : GREY} />
              <rect x="96" y={y + 4} width="70" height="6" rx="3" fill="#868e96" />
              <rect x="200" y={y + 4} width="30" height="6" rx="3" fill={MID} />
              <rect x="256" y={y + 4} width={20 + ((i * 7) % 24)} height="6" rx="3" fill={BLUE} />
            </g>
          ))}
        </>
      );
      break;
    case 'lines':
      content = (
        <>
          <line x1="90" y1="160" x2="306" y2="160" stroke="#adb5bd" />
          <polyline
            className="fin-walkthrough-step"
            points="96,130 140,118 184,124 228,96 272,84 300,70"
            fill="none"
            stroke={BLUE}
            strokeWidth="3"
          />
          <polyline
            className="fin-walkthrough-step"
            style={{ animationDelay: '0.3s' }}
            points="96,140 140,136 184,130 228,128 272,120 300,116"
            fill="none"
            stroke={MID}
            strokeWidth="3"
            strokeDasharray="6 4"
          />
        </>
      );
      break;
    case 'cards':
      content = [0, 1, 2, 3, 4, 5].map((i) => (
        <g key={i} className="fin-walkthrough-step" style={{ animationDelay: `${0.1 * i}s` }}>
          <rect
            x={90 + (i % 3) * 73}
            y={36 + Math.floor(i / 3) * 66}
            width="66"
            height="58"
            rx="6"
            fill={GREY}
          />
          <rect
            x={96 + (i % 3) * 73}
            y={44 + Math.floor(i / 3) * 66}
            width="40"
            height="6"
            rx="3"
            fill={BLUE}
          />
          <rect
            x={96 + (i % 3) * 73}
            y={58 + Math.floor(i / 3) * 66}
            width="54"
            height="22"
            rx="3"
            fill={LIGHT}
          />
        </g>
      ));
      break;
    case 'map':
      content = (
        <>
          <path
            d="M96 70 L150 46 L230 44 L300 60 L296 120 L250 160 L170 158 L110 136 Z"
            fill={GREY}
            stroke="#adb5bd"
          />
          {[
            [130, 80],
            [170, 70],
            [210, 96],
            [250, 86],
            [190, 130],
            [150, 112],
            [270, 118],
            [228, 140],
          ].map(([cx, cy], i) => (
            <circle
              key={`${cx}-${cy}`}
              className="fin-walkthrough-step"
              style={{ animationDelay: `${0.1 * i}s` }}
              cx={cx}
              cy={cy}
              r={i === 2 ? 7 : 4.5}
              fill={i === 2 ? '#e8590c' : BLUE}
            />
          ))}
        </>
      );
      break;
  }
  return (
    <svg viewBox="0 0 320 180" width="100%" role="presentation" aria-hidden="true" focusable="false">
      <Frame>{content}</Frame>
    </svg>
  );
}
