import { createHash } from 'node:crypto';
import type { ImportReport } from '@psp/domain';
import type { Row } from './bulk.js';
import type { Customers } from './generate-customers.js';
import { Random } from './random.js';
import { addRows, type World } from './world.js';

/** Customers of the first import of each merchant: the oldest ones, brought over from a previous system. */
const IMPORTED_CUSTOMERS = 5;

/**
 * The import history: each merchant's oldest customers arrived in one customers import by the provider's
 * administrator, with the report the import screen shows. Its own random stream, so the other tables stay
 * as they were.
 */
export function customerImports(world: World, customers: Customers): void {
  const random = new Random(world.seed, 'imports');
  const importer =
    world.provider.users.find((user) => user.email.startsWith('admin@')) ?? world.provider.users[0];
  const rows: Row[] = [];
  for (const organisation of world.merchants) {
    const imported = customers.byOrganisation[organisation.index]!.customers.slice(0, IMPORTED_CUSTOMERS);
    if (imported.length === 0) continue;
    const report: ImportReport = {
      organisations: 0,
      users: 0,
      customers: imported.length,
      records: imported.map((customer, index) => ({ row: index + 2, id: customer.id, name: customer.name })),
    };
    rows.push({
      id: random.uuid(),
      organisation_id: organisation.id,
      kind: 'customers',
      file_hash: createHash('sha256')
        .update(imported.map((customer) => customer.email).join('\n'))
        .digest('hex'),
      row_count: imported.length,
      report,
      created_by: importer?.id ?? null,
      created_at: new Date(Math.max(...imported.map((customer) => customer.createdAt))),
    });
  }
  addRows(world.tables, 'imports', rows);
}
