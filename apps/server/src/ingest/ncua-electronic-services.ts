import {
  type ElectronicServiceCode,
  NCUA_ELECTRONIC_SERVICES,
  NCUA_WEBSITE_ACCOUNT,
} from '../reference/ncua-electronic-services.js';
import type { ImportReport } from './import-report.js';
import type { Columns } from './io/delimited.js';
import { ownCopy, text } from './io/values.js';
import { insertRows, institutionKey, type SqlSession } from './store/index.js';
import { TABLE_COLUMNS } from './store/table-columns.js';

/** What one credit union answered: the services answered yes, and its web address. */
export type ElectronicServicesAnswer = { services: ElectronicServiceCode[]; website: string | null };

const YES = new Set(['1', 'y', 'yes', 'true', 't']);
const NO = new Set(['0', 'n', 'no', 'false', 'f']);

/** A web address as a host name at least ("www.example.org", "https://example.org/"); "N/A" is none. */
const WEB_ADDRESS = /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i;

/**
 * Reads the electronic-services questions of FS220D.txt (reference/ncua-electronic-services.ts)
 * from the rows the account reader accepts: 1 or Y answers yes, 0 or N no, blank is not answered.
 * A credit union that answered none of them and gave no web address has no answer for the cycle
 * (an empty list would say it offers nothing). Holds a few codes per credit union, never the file.
 */
export class ElectronicServicesReader {
  readonly answers = new Map<number, ElectronicServicesAnswer>();
  private questions: { code: ElectronicServiceCode; column: number }[] = [];
  private websiteAt: number | undefined;
  private unreadable = 0;
  private file = '';

  constructor(private readonly report: ImportReport) {}

  /** Finds the questions among the file's columns, whatever their case (NCUA writes Acct_ and ACCT_). */
  columns(file: string, columns: Columns): void {
    this.file = file;
    this.questions = NCUA_ELECTRONIC_SERVICES.flatMap((q) => {
      const column = columns.index(q.account);
      return column === undefined ? [] : [{ code: q.code, column }];
    });
    this.websiteAt = columns.index(NCUA_WEBSITE_ACCOUNT);
    const absent = NCUA_ELECTRONIC_SERVICES.length - this.questions.length;
    if (absent > 0) {
      this.report.warn(
        `${file}: ${absent} of the ${NCUA_ELECTRONIC_SERVICES.length} electronic-services accounts are not in the file and read as not answered`,
      );
    }
  }

  row(charter: number, fields: readonly string[]): void {
    const services: ElectronicServiceCode[] = [];
    let answered = false;
    for (const { code, column } of this.questions) {
      const value = text(fields[column])?.toLowerCase();
      if (value === undefined || value === null) continue;
      if (YES.has(value)) services.push(code);
      else if (!NO.has(value)) {
        this.unreadable++;
        continue;
      }
      answered = true;
    }
    const address = this.websiteAt === undefined ? null : text(fields[this.websiteAt]);
    const website = address !== null && WEB_ADDRESS.test(address) ? ownCopy(address) : null;
    if (answered || website !== null) this.answers.set(charter, { services, website });
  }

  /** Says how many answers were neither yes nor no, once the file is read. */
  finish(): void {
    if (this.unreadable > 0) {
      this.report.warn(
        `${this.file}: ${this.unreadable.toLocaleString('en-US')} electronic-services answers are neither 1/Y nor 0/N and read as not answered`,
      );
    }
  }
}

/**
 * Replaces the cycle's NCUA electronic-services rows with the answers read, and gives a credit union
 * whose profile has no website the address it reported (one already stored, from an earlier cycle
 * or another source, is kept). Returns the rows written and the websites filled in.
 */
export async function writeElectronicServices(
  session: SqlSession,
  period: string,
  answers: ReadonlyMap<number, ElectronicServicesAnswer>,
  ids: ReadonlyMap<string, number>,
): Promise<{ rows: number; websites: number }> {
  const rows = [...answers].flatMap(([charter, answer]) => {
    const id = ids.get(institutionKey('credit_union', String(charter)));
    return id === undefined ? [] : [{ id, ...answer }];
  });
  await session.query("delete from electronic_services where period = $1::date and source = 'ncua'", [
    period,
  ]);
  await insertRows(
    session,
    'electronic_services',
    TABLE_COLUMNS.electronic_services,
    rows.map((r) => [r.id, period, r.services, r.website, 'ncua']),
  );
  const withSite = rows.filter((r) => r.website !== null);
  const [filled] = await session.query<{ n: number }>(
    `with filled as (
       update institutions i set website = w.website, updated_at = now()
         from unnest($1::int[], $2::text[]) as w(id, website)
        where i.id = w.id and coalesce(btrim(i.website), '') = ''
       returning 1)
     select count(*)::int as n from filled`,
    [withSite.map((r) => r.id), withSite.map((r) => r.website)],
  );
  return { rows: rows.length, websites: filled?.n ?? 0 };
}
