import { useParams, useSearchParams } from 'react-router';

const positiveInt = (text: string | null | undefined): number | null => {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : null;
};

/** The report's id from the route, or null for one that cannot be an id. */
export function useReportId(): number | null {
  return positiveInt(useParams().id);
}

/** The product report's vendor_id and bank_service_id. */
export function useProductReportParams(): { vendorId: number | null; bankServiceId: number | null } {
  const [params] = useSearchParams();
  return {
    vendorId: positiveInt(params.get('vendor_id')),
    bankServiceId: positiveInt(params.get('bank_service_id')),
  };
}
