import { describe, expect, it } from 'vitest';
import { idListParamSchema, MAX_RECORD_ID } from './common.js';
import { marketReportQuerySchema } from './market-share.js';
import { userSectionsSetBodySchema } from './section-config.js';
import { productReportQuerySchema } from './technographics.js';

// Each of these let 2^31 through to an integer column or parameter: a 500 instead of a 422.
describe('ids and stored positions stop at PostgreSQL integer range', () => {
  const last = MAX_RECORD_ID;
  const past = MAX_RECORD_ID + 1;

  it('in a comma-separated id list', () => {
    expect(idListParamSchema.parse(`1,${last},1`)).toEqual([1, last]);
    expect(idListParamSchema.safeParse(`1,${past}`).success).toBe(false);
  });

  it('in the product report filters', () => {
    expect(productReportQuerySchema.parse({ vendor_id: String(last) }).vendor_id).toBe(last);
    expect(productReportQuerySchema.safeParse({ vendor_id: String(past) }).success).toBe(false);
    expect(productReportQuerySchema.safeParse({ bank_service_id: String(past) }).success).toBe(false);
  });

  it('in the market report query', () => {
    expect(marketReportQuerySchema.safeParse({ bank_service_id: String(past) }).success).toBe(false);
    const products = { bank_service_id: '1', core_vendor_products: `2,${past}` };
    expect(marketReportQuerySchema.safeParse(products).success).toBe(false);
  });

  it('in a section position', () => {
    const sections = (position: number) => ({ user_sections: [{ section_id: 'roa', position }] });
    expect(userSectionsSetBodySchema.safeParse(sections(last)).success).toBe(true);
    expect(userSectionsSetBodySchema.safeParse(sections(past)).success).toBe(false);
  });
});
