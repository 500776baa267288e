import type { FeedbackNeededRow } from '../../store/repositories/feedbacks-needed.js';

export function presentFeedbackNeeded(row: FeedbackNeededRow) {
  return {
    role: row.role,
    model_id: row.model_id,
    full_name: row.full_name,
    title: row.title,
    manager: row.manager,
    due_date: row.due_date,
    mr_status: row.mr_status,
  };
}
