import { fiTypeLabel, formatValue } from '@fin-atlas/domain';

type Firmographics = {
  fi_type: string;
  city: string | null;
  state: string | null;
  assets: number | null;
  rssd_id: number | null;
  regulatory_id: string | null;
};

/** Assets arrive in $ thousands and read best in millions. */
export const formatAssets = (assets: number | null): string => formatValue(assets, 'C0M');

/** The certificate for a bank, the charter for a credit union. */
export const regulatoryIdLabel = (fiType: string): string => (fiType === 'credit_union' ? 'Charter' : 'Cert');

export function place(i: Pick<Firmographics, 'city' | 'state'>): string {
  return [i.city, i.state].filter(Boolean).join(', ') || '—';
}

/** "Bank · Columbus, OH · $1,235M · RSSD 123456 · Cert 5678": one line that tells institutions apart. */
export function firmographicLine(i: Firmographics): string {
  return [
    fiTypeLabel(i.fi_type),
    place(i),
    i.assets === null ? null : formatAssets(i.assets),
    i.rssd_id === null ? null : `RSSD ${i.rssd_id}`,
    i.regulatory_id ? `${regulatoryIdLabel(i.fi_type)} ${i.regulatory_id}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
