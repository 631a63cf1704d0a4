import type { DepositShare } from '@fin-atlas/domain';
import { useMemo } from 'react';
import { UsChoroplethMap } from '../../ui/map/UsChoroplethMap';
import { branchMapPoints, countyMapValues, depositMapSummary } from './deposit-map';
import { percent } from './profile-format';

const sharePercent = (value: number) => percent(value, 1);
const wholeNumber = (value: number) => Math.round(value).toLocaleString('en-US');

/** The institution's counties on a map of the U.S., shaded by its deposit share, with its branches. */
export function DepositShareMap({ data }: { data: DepositShare }) {
  const values = useMemo(() => countyMapValues(data), [data]);
  const points = useMemo(() => branchMapPoints(data), [data]);
  return (
    <UsChoroplethMap
      level="county"
      values={values}
      points={points}
      pointLabel={data.has_deposits ? 'Branches, sized by deposits' : 'Branches'}
      title={data.has_deposits ? 'Deposit market share by county' : 'Branches by county'}
      valueLabel={data.has_deposits ? 'Market share' : 'Branches'}
      formatValue={data.has_deposits ? sharePercent : wholeNumber}
      emptyText="No branches"
      summary={depositMapSummary(data)}
      height={480}
    />
  );
}
