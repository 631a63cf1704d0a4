export const PERFORMOGRAPHICS_PATH = '/super_admin/technographics/performographics';
export const PERFORMOGRAPHICS_REPORT_PATH = `${PERFORMOGRAPHICS_PATH}/report`;
