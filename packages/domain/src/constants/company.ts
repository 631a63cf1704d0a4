// Company types are grouped because the home page and menus differ between the two audiences.
export const COMPANY_TYPE_GROUPS = {
  'Vendors and Advisors': ['Advisor', 'Analyst', 'Consultant', 'Media', 'Research', 'Vendor', 'Other'],
  'Financial Institutions': ['Bank', 'Credit Union'],
} as const;

export const COMPANY_TYPES = [
  ...COMPANY_TYPE_GROUPS['Vendors and Advisors'],
  ...COMPANY_TYPE_GROUPS['Financial Institutions'],
] as const;

export type CompanyType = (typeof COMPANY_TYPES)[number];
