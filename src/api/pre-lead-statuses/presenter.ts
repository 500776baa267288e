import type { PreLeadStatusRow } from '../../store/repositories/pre-lead-statuses.js';

export function presentPreLeadStatus(row: PreLeadStatusRow) {
  return {
    id: row.id,
    name: row.name,
    value: row.value,
    order: row.order,
    background: row.background,
    disabled: row.disabled,
  };
}
