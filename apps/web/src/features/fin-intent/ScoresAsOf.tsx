import { AsOfLabel } from '../../ui/AsOfLabel';

/** The quarter the scores are of, and a Demo data label when the evidence behind them is generated. */
export function ScoresAsOf({ period, isDemo }: { period: string | null; isDemo: boolean }) {
  return <AsOfLabel prefix="Scores as of" period={period} isDemo={isDemo} testId="scores-as-of" />;
}
