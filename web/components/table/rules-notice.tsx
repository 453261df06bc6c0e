import type { Table } from '../../../shared/api';

/** The one sentence a table carries when it plays under earlier rules than the newest; nothing otherwise. */
export function RulesNotice({ table }: { table: Table }) {
  if (!table.rulesNotice) return null;
  return (
    <p className="small muted rules-notice" role="note">
      {table.rulesNotice}
    </p>
  );
}
