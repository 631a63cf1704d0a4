import { type OrderReportQuery, orderReportSchema } from '@fin-atlas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../../core/api/download-file';
import { buildUrl, http } from '../../../core/api/http';

/** The client admin's report of their company's orders, or the FIN Admin's of every client. */
export type OrderReportKind = 'admin' | 'super_admin';

const PATHS: Record<OrderReportKind, string> = {
  admin: '/api/admin/user_order_report',
  super_admin: '/api/super_admin/user_orders_report',
};

export function useOrderReport(kind: OrderReportKind, query: OrderReportQuery, enabled = true) {
  return useQuery({
    queryKey: ['orders', kind, query],
    queryFn: ({ signal }) => http.get(PATHS[kind], { query, schema: orderReportSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The same orders as a fingerprinted CSV, every page of them. */
export const exportOrders = (
  kind: OrderReportKind,
  query: Pick<OrderReportQuery, 'from' | 'to' | 'group_id'>,
) => downloadFile(buildUrl(`${PATHS[kind]}.csv`, query), 'orders.csv');
