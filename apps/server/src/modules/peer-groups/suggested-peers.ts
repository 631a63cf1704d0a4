import type { SuggestedPeer } from '@fin-atlas/domain';
import { SIMILARITY_METRICS } from './metric-themes.js';
import { toPeerMember } from './peer-member.js';
import type { UniverseInstitution, UniverseSnapshot } from './peer-universe.js';

const WEIGHTS = { size: 0.4, market: 0.2, loanMix: 0.2, depositMix: 0.2 } as const;

/** A tenfold size difference scores 0 on size. */
const sizeScore = (a: number, b: number) => Math.max(0, 1 - Math.abs(Math.log10(a) - Math.log10(b)));

/**
 * 1 for the same shares, 0 when the average share differs by 25 points or more. Shares missing on
 * either side are skipped; with none in common the mix says nothing (null).
 */
function mixScore(subject: (number | undefined)[], other: (number | undefined)[]): number | null {
  let total = 0;
  let n = 0;
  subject.forEach((value, i) => {
    const theirs = other[i];
    if (value === undefined || theirs === undefined) return;
    total += Math.abs(value - theirs);
    n += 1;
  });
  if (n === 0) return null;
  return Math.max(0, 1 - total / n / 0.25);
}

const money = (thousands: number) =>
  thousands >= 1_000_000 ? `$${(thousands / 1_000_000).toFixed(1)}B` : `$${Math.round(thousands / 1000)}M`;

/**
 * Institutions of the same type ranked by how alike they are to the subject: size (assets, on a
 * log scale), market (same metro area, else same state), loan mix and deposit mix (the common
 * metrics' shares at the latest quarter). Each peer says why it was suggested.
 */
export async function suggestPeers(
  snapshot: UniverseSnapshot,
  subject: UniverseInstitution,
  limit: number,
): Promise<SuggestedPeer[]> {
  const vectors = async (ids: readonly string[]) =>
    Promise.all(ids.map((id) => snapshot.metricValues(id, subject.fiType)));
  const loanMix = await vectors(SIMILARITY_METRICS.loanMix);
  const depositMix = await vectors(SIMILARITY_METRICS.depositMix);
  const shares = (maps: Map<number, number>[], id: number) => maps.map((m) => m.get(id));
  const subjectLoans = shares(loanMix, subject.id);
  const subjectDeposits = shares(depositMix, subject.id);

  const scored: { peer: UniverseInstitution; score: number; reasons: string[] }[] = [];
  for (const peer of snapshot.all) {
    if (peer.id === subject.id || !peer.active || peer.fiType !== subject.fiType) continue;
    if (peer.assets === null || subject.assets === null || peer.assets <= 0 || subject.assets <= 0) continue;
    const reasons: string[] = [];
    const size = sizeScore(subject.assets, peer.assets);
    if (size >= 0.8) reasons.push(`Similar size (${money(peer.assets)} vs ${money(subject.assets)})`);
    let market = 0;
    if (subject.cbsaCode && peer.cbsaCode === subject.cbsaCode) {
      market = 1;
      reasons.push(`Same market (${peer.cbsaName ?? peer.cbsaCode})`);
    } else if (subject.state && peer.state === subject.state) {
      market = 0.6;
      reasons.push(`Same state (${peer.state})`);
    }
    const loans = mixScore(subjectLoans, shares(loanMix, peer.id));
    const deposits = mixScore(subjectDeposits, shares(depositMix, peer.id));
    if (loans !== null && loans >= 0.75) reasons.push('Similar loan mix');
    if (deposits !== null && deposits >= 0.75) reasons.push('Similar deposit mix');
    // A mix that cannot be compared neither helps nor hurts: its weight goes to the other parts.
    let weight = WEIGHTS.size + WEIGHTS.market;
    let score = WEIGHTS.size * size + WEIGHTS.market * market;
    if (loans !== null) {
      weight += WEIGHTS.loanMix;
      score += WEIGHTS.loanMix * loans;
    }
    if (deposits !== null) {
      weight += WEIGHTS.depositMix;
      score += WEIGHTS.depositMix * deposits;
    }
    scored.push({ peer, score: score / weight, reasons });
  }
  scored.sort((a, b) => b.score - a.score || (b.peer.assets ?? 0) - (a.peer.assets ?? 0));
  return scored.slice(0, limit).map(({ peer, score, reasons }) => ({
    ...toPeerMember(peer),
    similarity: Math.round(score * 1000) / 1000,
    reasons,
  }));
}
