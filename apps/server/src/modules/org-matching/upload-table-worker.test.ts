import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readUploadedTable } from './upload-table.js';

describe('reading an uploaded workbook', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('parses it on a compute worker: the event loop’s thread never loads a workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Accounts');
    sheet.addRow(['Account Name', 'City', 'State']);
    for (let i = 1; i <= 5000; i++) sheet.addRow([`Kestrel Valley Bank ${i}`, 'Wichita', 'KS']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    // Every load or write of a workbook goes through this getter; the spy sees this thread's only.
    const xlsxOnThisThread = vi.spyOn(ExcelJS.Workbook.prototype, 'xlsx', 'get');
    const table = await readUploadedTable(file, 'accounts.xlsx', 'crm');

    expect(table.header).toEqual(['Account Name', 'City', 'State']);
    expect(table.rows).toHaveLength(5000);
    expect(table.rows[4999]).toEqual({ line: 5001, values: ['Kestrel Valley Bank 5000', 'Wichita', 'KS'] });
    expect(xlsxOnThisThread).not.toHaveBeenCalled();
    // ...and it would have seen a load here.
    await new ExcelJS.Workbook().xlsx.load(file as unknown as ArrayBuffer);
    expect(xlsxOnThisThread).toHaveBeenCalledOnce();
  });
});
