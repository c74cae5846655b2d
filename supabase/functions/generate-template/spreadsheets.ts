import ExcelJS from 'exceljs'
import type { Template } from './catalogue.ts'

// Workbooks with working formulas: a member fills the blue input cells and the rest follows.

type Cell = string | number | { formula: string }
interface Sheet {
  name: string
  columns: { header: string; width: number }[]
  /** `{r}` in a formula is the row's own number. */
  rows: Cell[][]
}

const months = Array.from({ length: 12 }, (_, index) => `Month ${index + 1}`)
const column = (index: number) => String.fromCharCode(66 + index) // B, C, …

const SHEETS: Readonly<Record<string, Sheet[]>> = {
  'financial-model-saas': [
    {
      name: 'Assumptions',
      columns: [
        { header: 'Assumption', width: 36 },
        { header: 'Value', width: 14 },
      ],
      rows: [
        ['Starting customers', 20],
        ['New customers per month', 8],
        ['Monthly churn', 0.03],
        ['Average revenue per customer (€ / month)', 450],
        ['Monthly costs (€)', 18_000],
        ['Cash in bank (€)', 250_000],
      ],
    },
    {
      name: 'Model',
      columns: [{ header: 'Line', width: 22 }, ...months.map((header) => ({ header, width: 12 }))],
      rows: [
        [
          'Customers',
          { formula: 'Assumptions!B2' },
          ...months.slice(1).map((_, index) => ({
            formula: `ROUND(${column(index)}2*(1-Assumptions!B4)+Assumptions!B3,0)`,
          })),
        ],
        ['MRR (€)', ...months.map((_, index) => ({ formula: `${column(index)}2*Assumptions!B5` }))],
        ['Costs (€)', ...months.map(() => ({ formula: 'Assumptions!B6' }))],
        ['Net burn (€)', ...months.map((_, index) => ({ formula: `${column(index)}4-${column(index)}3` }))],
        [
          'Cash (€)',
          { formula: 'Assumptions!B7-B5' },
          ...months.slice(1).map((_, index) => ({ formula: `${column(index)}6-${column(index + 1)}5` })),
        ],
        [
          'Runway (months)',
          ...months.map((_, index) => ({
            formula: `IF(${column(index)}5<=0,"cash-flow positive",ROUND(${column(index)}6/${column(index)}5,1))`,
          })),
        ],
      ],
    },
  ],
  'cash-runway-tracker': [
    {
      name: 'Runway',
      columns: ['Month', 'Opening cash', 'Revenue', 'Expenses', 'Net', 'Closing cash', 'Runway (months)'].map(
        (header) => ({ header, width: 16 }),
      ),
      rows: months.map((month, index) => [
        month,
        index === 0 ? 250_000 : { formula: `F${index + 1}` },
        0,
        0,
        { formula: 'C{r}-D{r}' },
        { formula: 'B{r}+E{r}' },
        { formula: 'IF(E{r}>=0,"cash-flow positive",ROUND(F{r}/-E{r},1))' },
      ]),
    },
  ],
  'okr-planner': [
    {
      name: 'OKRs',
      columns: ['Objective', 'Key result', 'Owner', 'Target', 'Current', 'Progress'].map((header) => ({
        header,
        width: header === 'Key result' ? 40 : 18,
      })),
      rows: [1, 2, 3].flatMap((objective) =>
        [1, 2, 3].map((result) => [
          `Objective ${objective}`,
          `Key result ${objective}.${result}`,
          '',
          100,
          0,
          { formula: 'IF(D{r}=0,0,E{r}/D{r})' },
        ]),
      ),
    },
  ],
  'hiring-plan': [
    {
      name: 'Hiring plan',
      columns: ['Role', 'Team', 'Start month', 'Annual salary (€)', 'Monthly cost (€)', 'Status'].map(
        (header) => ({ header, width: 18 }),
      ),
      rows: [
        ['Senior engineer', 'Product', 'Month 2', 85_000, { formula: 'ROUND(D{r}*1.25/12,0)' }, 'Open'],
        ['Account executive', 'Sales', 'Month 3', 65_000, { formula: 'ROUND(D{r}*1.25/12,0)' }, 'Open'],
        [
          'Customer success lead',
          'Operations',
          'Month 5',
          55_000,
          { formula: 'ROUND(D{r}*1.25/12,0)' },
          'Planned',
        ],
        ['Total', '', '', { formula: 'SUM(D2:D4)' }, { formula: 'SUM(E2:E4)' }, ''],
      ],
    },
  ],
}

export async function buildSpreadsheet(
  template: Template,
  title: string,
  description: string,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'JUL'
  workbook.title = title
  workbook.description = description
  for (const sheet of SHEETS[template.id] ?? []) {
    const worksheet = workbook.addWorksheet(sheet.name)
    worksheet.columns = sheet.columns
    worksheet.getRow(1).font = { bold: true }
    sheet.rows.forEach((cells, index) => {
      const rowNumber = index + 2
      worksheet.addRow(
        cells.map((cell) =>
          typeof cell === 'object' ? { formula: cell.formula.replaceAll('{r}', String(rowNumber)) } : cell,
        ),
      )
    })
  }
  const about = workbook.addWorksheet('About')
  about.addRows([[title], [description], ['Made with JUL. Fill the values; the formulas do the rest.']])
  about.getCell('A1').font = { bold: true, size: 14 }
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
