import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnMap, detectColumns } from './column-roles.js';
import { readUploadedTable } from './upload-table.js';

const csv = (text: string) => Buffer.from(text, 'utf8');

describe('reading an uploaded list', () => {
  it('keeps quoted commas, doubled quotes and line breaks, and drops the byte-order mark', async () => {
    const table = await readUploadedTable(
      csv('\uFEFFCompany,Notes\r\n"Kestrel Valley Bank, N.A.","Said ""call me""\nafter Q2"\r\n'),
      'list.csv',
      'conference',
    );
    expect(table.header).toEqual(['Company', 'Notes']);
    expect(table.rows).toEqual([
      { line: 2, values: ['Kestrel Valley Bank, N.A.', 'Said "call me"\nafter Q2'] },
    ]);
  });

  it('finds the header below a title block and keeps the spreadsheet line numbers', async () => {
    const table = await readUploadedTable(
      csv(
        'Attendee list\n\nExported 2026-03-02,,\nName,Organization,Email\nAna Lopez,Juniper Ridge FCU,ana@x.example\n',
      ),
      'a.csv',
      'conference',
    );
    expect(table.header).toEqual(['Name', 'Organization', 'Email']);
    expect(table.rows[0]?.line).toBe(5);
    expect(columnMap(table.header, table.roles)).toMatchObject({
      organization: 'Organization',
      person: 'Name',
      email: 'Email',
    });
  });

  it('reads tab-separated and Windows-1252 files', async () => {
    const tabbed = await readUploadedTable(
      csv('Company\tCity\nCafé Bank\tSaint Paul\n'),
      'a.txt',
      'conference',
    );
    expect(tabbed.rows[0]?.values).toEqual(['Café Bank', 'Saint Paul']);
    const latin = Buffer.concat([csv('Company\n'), Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x0a])]);
    expect((await readUploadedTable(latin, 'a.csv', 'conference')).rows[0]?.values).toEqual(['Café']);
  });

  it('names blank and repeated headers so every column keeps its values', async () => {
    const table = await readUploadedTable(
      csv('Company,,Email,Email\nA Bank,x,a@a.example,b@b.example\n'),
      'a.csv',
      'crm',
    );
    expect(table.header).toEqual(['Company', 'Column 2', 'Email', 'Email (2)']);
  });

  it('reads the first visible sheet of a workbook, with dates, numbers and links as text', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notes', { state: 'hidden' }).addRow(['Company']);
    const sheet = workbook.addWorksheet('Accounts');
    sheet.addRow(['Account Name', 'Website', 'Opened', 'Employees']);
    sheet.addRow([
      'Magnolia Community Bank',
      { text: 'magnoliacbt.example', hyperlink: 'https://magnoliacbt.example' },
      new Date('2024-05-01T00:00:00Z'),
      120,
    ]);
    const table = await readUploadedTable(Buffer.from(await workbook.xlsx.writeBuffer()), 'crm.xlsx', 'crm');
    expect(table.rows[0]?.values).toEqual([
      'Magnolia Community Bank',
      'magnoliacbt.example',
      '2024-05-01',
      '120',
    ]);
  });

  it('knows the column names of Salesforce, HubSpot and Dynamics exports', () => {
    const salesforce = ['Account ID', 'Account Name', 'Website', 'Billing City', 'Billing State/Province'];
    expect(columnMap(salesforce, detectColumns(salesforce, 'crm'))).toMatchObject({
      organization: 'Account Name',
      website: 'Website',
      city: 'Billing City',
      state: 'Billing State/Province',
    });
    const hubspot = ['Record ID', 'Name', 'Company Domain Name', 'City', 'State/Region'];
    expect(columnMap(hubspot, detectColumns(hubspot, 'crm'))).toMatchObject({
      organization: 'Name',
      website: 'Company Domain Name',
      state: 'State/Region',
    });
    const dynamics = [
      '(Do Not Modify) Account',
      '(Do Not Modify) Row Checksum',
      'Account Name',
      'Address 1: City',
      'Address 1: State/Province',
    ];
    expect(columnMap(dynamics, detectColumns(dynamics, 'crm'))).toMatchObject({
      organization: 'Account Name',
      city: 'Address 1: City',
      state: 'Address 1: State/Province',
    });
    // On an attendee list a lone Name column is the person, not the organisation.
    expect(detectColumns(['Name', 'Email'], 'conference').organization).toBeUndefined();
  });
});
