import { formatValue, type IntentElementParams } from '@fin-atlas/domain';
import { decimal } from './figures';

const quarters = (n: number) => (n === 1 ? 'the last quarter' : `the last ${n} quarters`);
const over = (n: number) => (n === 1 ? 'one quarter' : `${n} quarters`);
const times = (n: number) => (n === 1 ? 'one' : String(n));

const ROLE_JOIN = new Intl.ListFormat('en-US', { style: 'long', type: 'disjunction' });

const CONTACT_EVENT = { joined: 'joined', departed: 'left', any: 'joined or left' } as const;
const MERGER_ROLE = {
  acquirer: 'as the acquirer',
  target: 'as the target',
  any: 'as acquirer or target',
} as const;

/**
 * What an element looks for, in a sentence a banker reads ("Job postings matching “core conversion”
 * in the last 4 quarters; full points at 3 or more").
 */
export function elementInWords(params: IntentElementParams): string {
  switch (params.kind) {
    case 'job_posting':
      return `Job postings${params.job_function ? ` in ${params.job_function}` : ''} matching “${params.query}” posted in ${quarters(params.within_quarters)}; full points at ${times(params.min_count)} or more`;
    case 'site_page':
      return `Website pages matching “${params.query}” first seen or changed in ${quarters(params.within_quarters)}; full points at ${times(params.min_count)} or more`;
    case 'contact':
      return `A ${ROLE_JOIN.format(params.roles)} executive ${CONTACT_EVENT[params.event]} in ${quarters(params.within_quarters)}`;
    case 'contract_age':
      return `The current product for the solution has run ${decimal(params.min_years)} years or more`;
    case 'vendor_consolidation':
      return `Acquired an institution running another product for the solution in ${quarters(params.within_quarters)}`;
    case 'asset_threshold':
      return `Total assets crossed ${formatValue(params.threshold, 'C0M')} from below in ${quarters(params.within_quarters)}`;
    case 'asset_growth':
      return `Total assets grew ${decimal(params.min_growth_pct)}% or more over ${over(params.over_quarters)}`;
    case 'efficiency_deterioration':
      return `The efficiency ratio rose ${decimal(params.min_increase_pp)} points or more over ${over(params.over_quarters)}`;
    case 'merger':
      return `A merger ${MERGER_ROLE[params.role]} in ${quarters(params.within_quarters)}`;
  }
}
