import { EXCEL_NOTICE } from '@fin-atlas/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type DownloadStamp, readFingerprint, stampCsv } from './fingerprint.js';
import { addNoticeRow, stampWorkbook } from './workbook-stamp.js';

const stamp: DownloadStamp = {
  fingerprint: 'FA-ABCDEFGH2345',
  notice: `${EXCEL_NOTICE} Ref FA-ABCDEFGH2345.`,
  issuedAt: new Date('2026-03-02T10:00:00Z'),
};

async function stampedWorkbook(): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  addNoticeRow(sheet, stamp, 3);
  sheet.addRow(['Vendor', 'Clients', 'Assets']);
  sheet.addRow(['Northwind', 12, 3400]);
  stampWorkbook(workbook, stamp);
  return workbook;
}

const bytes = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

describe('data fingerprinting', () => {
  it('puts the notice with its reference on row 1, merged across the table', async () => {
    const workbook = await stampedWorkbook();
    const sheet = workbook.getWorksheet('Data') as ExcelJS.Worksheet;
    expect(sheet.getCell('A1').value).toBe(stamp.notice);
    expect(sheet.getCell('C1').isMerged).toBe(true);
    expect(await readFingerprint(await bytes(workbook))).toBe(stamp.fingerprint);
  });

  it('still finds the fingerprint after the notice row is deleted', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytes(await stampedWorkbook())) as unknown as ArrayBuffer);
    (workbook.getWorksheet('Data') as ExcelJS.Worksheet).spliceRows(1, 1);
    expect(await readFingerprint(await bytes(workbook))).toBe(stamp.fingerprint);
  });

  it('still finds it when the properties were cleared, from the hidden sheet', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytes(await stampedWorkbook())) as unknown as ArrayBuffer);
    workbook.keywords = '';
    workbook.description = '';
    (workbook.getWorksheet('Data') as ExcelJS.Worksheet).spliceRows(1, 1);
    expect(await readFingerprint(await bytes(workbook))).toBe(stamp.fingerprint);
  });

  it('reads a notice kept as rich text in a copied sheet', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Copied');
    sheet.getCell('A1').value = { richText: [{ text: 'CONFIDENTIAL. ' }, { text: 'Ref FA-ABCDEFGH2345.' }] };
    expect(await readFingerprint(await bytes(workbook))).toBe(stamp.fingerprint);
  });

  it('reads CSV files, in UTF-8 and in the UTF-16 Excel saves as Unicode text', async () => {
    const csv = stampCsv('Vendor,Clients\r\nNorthwind,12\r\n', stamp);
    expect(csv.split('\r\n')[0]).toBe(stamp.notice);
    expect(await readFingerprint(Buffer.from(csv, 'utf8'))).toBe(stamp.fingerprint);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv, 'utf16le')]);
    expect(await readFingerprint(utf16)).toBe(stamp.fingerprint);
  });

  it('answers null for files without a fingerprint, or that are not spreadsheets', async () => {
    expect(await readFingerprint(Buffer.from('Vendor,Clients\r\nNorthwind,12\r\n'))).toBeNull();
    const plain = new ExcelJS.Workbook();
    plain.addWorksheet('Data').addRow(['nothing here']);
    expect(await readFingerprint(await bytes(plain))).toBeNull();
    expect(await readFingerprint(Buffer.from('PK\u0003\u0004broken'))).toBeNull();
  });
});
