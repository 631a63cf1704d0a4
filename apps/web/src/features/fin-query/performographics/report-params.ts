import {
  ADMIN_PAGE_SIZES,
  DEFAULT_ADMIN_PAGE_SIZE,
  FI_TYPES,
  type FiType,
  PERFORMOGRAPHIC_THEMES,
} from '@fin-atlas/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ReportParams = {
  themeId: number;
  fiType: FiType;
  /** A quarter end, or null for the FI type's latest. */
  period: string | null;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
};

const QUARTER_END = /^\d{4}-(03-31|06-30|09-30|12-31)$/;

function positiveInt(text: string | null): number | null {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** The report's choices as the URL holds them, so a reload or a shared link shows the same ranking. */
export function readReportParams(params: URLSearchParams): ReportParams {
  const themeId = positiveInt(params.get('theme_id'));
  const fiType = params.get('fi_type');
  const period = params.get('period');
  const perPage = positiveInt(params.get('per_page'));
  return {
    themeId: PERFORMOGRAPHIC_THEMES.some((t) => t.id === themeId) ? (themeId as number) : 1,
    fiType: (FI_TYPES as readonly string[]).includes(fiType ?? '') ? (fiType as FiType) : 'bank',
    period: period && QUARTER_END.test(period) ? period : null,
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: positiveInt(params.get('page')) ?? 1,
    perPage:
      perPage && (ADMIN_PAGE_SIZES as readonly number[]).includes(perPage)
        ? perPage
        : DEFAULT_ADMIN_PAGE_SIZE,
  };
}

const DEFAULTS: Record<string, string> = {
  theme_id: '1',
  fi_type: 'bank',
  order: 'desc',
  page: '1',
  per_page: String(DEFAULT_ADMIN_PAGE_SIZE),
};

export function useReportParams() {
  const [search, setSearch] = useSearchParams();
  const value = readReportParams(search);
  const update = useCallback(
    (changes: Partial<ReportParams>) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, v: string | number | null | undefined) => {
            if (v === undefined) return;
            if (v === null || String(v) === DEFAULTS[key]) next.delete(key);
            else next.set(key, String(v));
          };
          set('theme_id', changes.themeId);
          set('fi_type', changes.fiType);
          // Another FI type has its own quarters: it opens on its latest.
          set('period', changes.fiType !== undefined ? null : changes.period);
          set('order', changes.order);
          set('per_page', changes.perPage);
          // Any new choice but a page starts the ranking again from the top.
          set('page', changes.page ?? 1);
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return [value, update] as const;
}
