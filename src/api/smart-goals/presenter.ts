// Wire format of a smart goal: the spec's field order, snake_case, created_at in TIME_ZONE.
import { pgTimestamptzInZone } from '../../time/postgres.js';
import type { SmartGoalRow } from '../../store/repositories/smart-goals.js';

export function presentSmartGoal(row: SmartGoalRow, timeZone: string) {
  return {
    id: row.id,
    created_at: pgTimestamptzInZone(row.createdAt, timeZone),
    input: row.input,
    output: row.output,
    input_tokens: row.inputTokens,
    output_tokens: row.outputTokens,
  };
}
