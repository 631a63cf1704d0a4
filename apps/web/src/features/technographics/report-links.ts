import { buildUrl } from '../../core/api/http';

// The report routes of the spec (product search result links and every cross-link between reports).

export const TECHNOGRAPHICS_PATHS = {
  productSearch: '/technographics/product/search',
  vendorCoverage: '/technographics/vendor_coverage',
  solutions: '/technographics/solutions',
  requests: '/technographics/requests',
  vendorRequests: '/technographics/vendor_requests',
} as const;

export const vendorReportPath = (vendorId: number) => `/technographics/vendor_report/${vendorId}`;

export const productReportPath = (productId: number, vendorId: number, bankServiceId?: number | null) =>
  buildUrl(`/technographics/product_report/${productId}`, {
    vendor_id: vendorId,
    bank_service_id: bankServiceId ?? undefined,
  });

export const serviceReportPath = (serviceId: number) => `/technographics/service_report/${serviceId}`;
