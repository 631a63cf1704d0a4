import {
  HMDA_ACTIONS,
  HMDA_BREAKDOWNS,
  HMDA_DETAILED_ACTIONS,
  type HmdaAction,
  hmdaFigureIndex,
} from '@fin-atlas/domain';

/**
 * Which figures a LAR record adds to depends only on its codes (action taken, loan type, purpose,
 * lien, occupancy, purchaser). A national year has a few hundred such combinations: each gets an
 * id once, with the count positions of `hmdaFigureIndex` it adds 1 to (its amount goes to the
 * position after each).
 */

/** The codes a record carries, as small whole numbers (-1 when absent or not a code). */
export type LarCodes = {
  action: number;
  loanType: number;
  purpose: number;
  lien: number;
  occupancy: number;
  purchaser: number;
};

const BREAKDOWN_FIELDS = [
  'loan_type',
  'loan_purpose',
  'lien_status',
  'occupancy_type',
  'purchaser_type',
] as const;
const CODE_KEYS = ['loanType', 'purpose', 'lien', 'occupancy', 'purchaser'] as const;
/** Codes are below 100 (purchaser types 71 and 72 are the largest); anything else counts nowhere. */
const CODE_RANGE = 100;

const includes = (codes: readonly number[], code: number) => codes.includes(code);

/** The count positions a record with these codes adds to. */
export function figurePositions(codes: LarCodes): number[] {
  const positions = HMDA_ACTIONS.filter((a) => includes(a.codes, codes.action)).map((a) =>
    hmdaFigureIndex(a.key, 'count'),
  );
  const detailed = HMDA_ACTIONS.filter(
    (a) =>
      (HMDA_DETAILED_ACTIONS as readonly HmdaAction[]).includes(a.key) && includes(a.codes, codes.action),
  );
  for (const action of detailed) {
    BREAKDOWN_FIELDS.forEach((field, f) => {
      const code = codes[CODE_KEYS[f] as (typeof CODE_KEYS)[number]];
      for (const b of HMDA_BREAKDOWNS) {
        if (b.field === field && includes(b.codes, code))
          positions.push(hmdaFigureIndex(action.key, 'count', b.key));
      }
    });
  }
  return positions;
}

const clip = (code: number) => (code >= 0 && code < CODE_RANGE ? code : CODE_RANGE);

export class RecordKinds {
  private readonly ids = new Map<number, number>();
  readonly positions: Int16Array[] = [];

  /** The id of the combination of these codes. */
  id(codes: LarCodes): number {
    const R = CODE_RANGE + 1;
    const key =
      ((((clip(codes.action) * R + clip(codes.loanType)) * R + clip(codes.purpose)) * R + clip(codes.lien)) *
        R +
        clip(codes.occupancy)) *
        R +
      clip(codes.purchaser);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.positions.push(Int16Array.from(figurePositions(codes))) - 1;
      this.ids.set(key, id);
    }
    return id;
  }
}
