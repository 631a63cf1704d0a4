import {
  ENTERPRISE_PERMISSIONS,
  type EnterprisePermission,
  GROUP_FEATURES,
  isGroupFeature,
} from '@fin-atlas/domain';
import { ENTERPRISE_PERMISSION_LABELS, PURCHASED_MODULE_LABELS } from '../module-labels';

type Change = { from: boolean; to: boolean };

const isChange = (value: unknown): value is Change =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

function flagLabel(flag: string): string {
  if ((ENTERPRISE_PERMISSIONS as readonly string[]).includes(flag))
    return ENTERPRISE_PERMISSION_LABELS[flag as EnterprisePermission];
  return PURCHASED_MODULE_LABELS[flag as keyof typeof PURCHASED_MODULE_LABELS] ?? flag;
}

/**
 * What an audit entry changed, in words where its shape is known (grants switched on or off, a
 * feature switched), otherwise its recorded details as they are.
 */
export function describeEditDetails(details: unknown): string {
  if (details === null || details === undefined) return '';
  if (typeof details !== 'object') return String(details);
  const record = details as Record<string, unknown>;
  if (typeof record.feature === 'string' && typeof record.enabled === 'boolean') {
    const label = isGroupFeature(record.feature) ? GROUP_FEATURES[record.feature].label : record.feature;
    return `${label} switched ${record.enabled ? 'on' : 'off'}`;
  }
  const grants = ['purchased_modules', 'enterprise_permissions'].flatMap((part) => {
    const changes = record[part];
    if (typeof changes !== 'object' || changes === null) return [];
    return Object.entries(changes).flatMap(([flag, change]) =>
      isChange(change) ? [`${flagLabel(flag)} ${change.to ? 'granted' : 'withdrawn'}`] : [],
    );
  });
  if (grants.length > 0) return grants.join(', ');
  return JSON.stringify(details);
}
