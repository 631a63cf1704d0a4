import type { PartnerSite } from '@fin-atlas/domain';
import { useEffect } from 'react';
import { useSite } from '../core/session/use-site';

const mix = (color: string, percent: number, base: 'white' | 'black') =>
  `color-mix(in srgb, ${color} ${percent}%, ${base})`;

/**
 * The CSS variables Mantine reads for the primary colour (atlasBlue), re-derived from a partner's
 * brand colour. Set on the root element, so components in portals (menus, modals) follow too.
 */
export function partnerColorVariables(color: string): Record<string, string> {
  const shades = [
    mix(color, 8, 'white'),
    mix(color, 16, 'white'),
    mix(color, 32, 'white'),
    mix(color, 48, 'white'),
    mix(color, 64, 'white'),
    mix(color, 80, 'white'),
    mix(color, 92, 'white'),
    color,
    mix(color, 85, 'black'),
    mix(color, 70, 'black'),
  ];
  const variables: Record<string, string> = {
    '--mantine-primary-color-filled': color,
    '--mantine-primary-color-filled-hover': mix(color, 85, 'black'),
    '--mantine-primary-color-light': mix(color, 12, 'white'),
    '--mantine-primary-color-light-hover': mix(color, 20, 'white'),
    '--mantine-primary-color-light-color': color,
    '--mantine-color-atlasBlue-filled': color,
    '--mantine-color-atlasBlue-filled-hover': mix(color, 85, 'black'),
    '--mantine-color-atlasBlue-light': mix(color, 12, 'white'),
    '--mantine-color-atlasBlue-light-hover': mix(color, 20, 'white'),
    '--mantine-color-atlasBlue-light-color': color,
    '--mantine-color-atlasBlue-outline': color,
    '--mantine-color-atlasBlue-outline-hover': mix(color, 8, 'white'),
  };
  shades.forEach((shade, i) => {
    variables[`--mantine-color-atlasBlue-${i}`] = shade;
    variables[`--mantine-primary-color-${i}`] = shade;
  });
  return variables;
}

let applied: string[] = [];

function applyPartner(partner: PartnerSite | null): void {
  const root = document.documentElement.style;
  for (const name of applied) root.removeProperty(name);
  applied = [];
  if (!partner) return;
  for (const [name, value] of Object.entries(partnerColorVariables(partner.primary_color))) {
    root.setProperty(name, value);
    applied.push(name);
  }
  document.title = partner.brand_name;
}

/** A partner's white-label site (chosen by host) wears the partner's brand name and colour. */
export function useSiteBranding(): PartnerSite | null {
  const site = useSite();
  const partner = site.data?.partner ?? null;
  useEffect(() => {
    applyPartner(partner);
  }, [partner]);
  return partner;
}
