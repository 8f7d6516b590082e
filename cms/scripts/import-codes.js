/**
 * `npm run cms:import-codes -- codes.csv` (from the repository root): adds the prize codes of a
 * CSV file to the CMS's database. The first row names the columns: `code`, and optionally
 * `winItemName`, `userEmail` and `qr`. A code already there, spent or not, is left as it is.
 */
const fs = require('node:fs');
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');
const { importPrizeCodes } = require('../src/shop/database');

/** The rows of a CSV text: fields split on commas, "quoted" fields may hold commas and "". */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      rows.push([...row, field]);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

function recordsOf(file) {
  const [header = [], ...rows] = parseCsv(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  const columns = header.map((name) => name.trim());
  if (!columns.includes('code'))
    throw new Error(`${file}: the first row must name a "code" column`);
  return rows.map((cells) =>
    Object.fromEntries(columns.map((name, index) => [name, (cells[index] ?? '').trim()])),
  );
}

async function main(file) {
  if (!file) throw new Error('Usage: npm run cms:import-codes -- codes.csv');
  const records = recordsOf(path.resolve(file));
  const appDir = path.resolve(__dirname, '..');
  const strapi = await createStrapi({ appDir, distDir: appDir }).load();
  try {
    const added = await importPrizeCodes(strapi, records);
    console.log(`Prize codes: ${added} added, ${records.length - added} already there.`);
  } finally {
    await strapi.destroy();
  }
}

module.exports = { parseCsv };

if (require.main === module) {
  main(process.argv[2]).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
