import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Domain schemas report error codes; this maps each to its translated message.
 * Spec section 5 gives the exact English for the auth fields. Add new codes here.
 */
export const validationMessages: Record<string, MessageDescriptor> = {
  email_required: msg`Email is required`,
  email_invalid: msg`Please enter a valid email address`,
  password_required: msg`Password is required`,
  password_too_short: msg`Password must be at least 8 characters long`,
  password_too_long: msg`Password must be at most 128 characters long`,
  password_weak: msg`Choose a stronger password with at least 8 characters.`,
  delete_confirm_required: msg`Type DELETE to confirm`,
  name_required: msg`Name is required`,
  name_too_short: msg`Name must be at least 2 characters long`,
  name_too_long: msg`Name must be at most 100 characters long`,
  terms_required: msg`You must accept the Terms of Service to continue`,
  company_too_long: msg`Company must be at most 100 characters long`,
  phone_invalid: msg`Please enter a valid phone number`,
  province_required: msg`Choose your province or territory`,
  subject_required: msg`Subject is required`,
  subject_too_long: msg`Subject must be at most 150 characters long`,
  message_too_short: msg`Message must be at least 10 characters long`,
  message_too_long: msg`Message must be at most 5000 characters long`,
  title_required: msg`Title is required`,
  title_too_long: msg`Title must be at most 120 characters long`,
  category_required: msg`Choose a category`,
  tier_required: msg`Choose a delivery tier`,
  brief_too_short: msg`Describe the task in at least 20 characters`,
  brief_too_long: msg`The brief must be at most 4000 characters long`,
  brief_required: msg`Write a brief first`,
  brief_check_invalid: msg`This brief check can no longer be used. Run the check again or submit without it.`,
  answer_required: msg`Write an answer or leave the question empty`,
  answer_too_long: msg`An answer must be at most 1000 characters long`,
  source_too_long: msg`The source text is too long`,
  source_too_many_words: msg`The source text must be at most 800 words`,
  sheet_too_many_rows: msg`A sheet must have at most 500 rows`,
  deliverable_required: msg`Choose a deliverable type`,
  language_required: msg`Choose the task's language`,
  spam: msg`Leave this field empty`,
  task_required: msg`Choose a task`,
  result_required: msg`Write the deliverable before delivering`,
  result_too_long: msg`The deliverable is too long`,
  result_too_many_words: msg`A text deliverable must be at most 800 words`,
  result_too_many_rows: msg`A sheet deliverable must have at most 500 rows`,
  decision_required: msg`Choose approve or decline`,
  decision_reason_required: msg`Give a reason for your decision (at least 3 characters)`,
  decision_reason_too_long: msg`The reason must be at most 1000 characters long`,
  prompt_too_short: msg`A prompt must be at least 20 characters long`,
  prompt_too_long: msg`A prompt must be at most 4000 characters long`,
  request_id_required: msg`Please reload the page and try again`,
  revision_note_too_short: msg`Describe the change in at least 10 characters`,
  revision_note_too_long: msg`The note must be at most 2000 characters long`,
  refund_reason_too_short: msg`Give a reason of at least 10 characters`,
  refund_reason_too_long: msg`The reason must be at most 2000 characters long`,
  id_required: msg`This link is incomplete. Open the item again from its list`,
  id_invalid: msg`This link is not valid. Open the item again from its list`,
  // Quotes
  description_too_long: msg`The description must be at most 6000 characters long`,
  quote_source_too_many_words: msg`The source text must be at most 10,000 words`,
  deadline_required: msg`Choose the date you need it by`,
  deadline_past: msg`Choose a date in the future`,
  budget_invalid: msg`Enter a budget in dollars, or leave it empty`,
  amount_cents: msg`Use at most two decimals`,
  amount_too_large: msg`This amount is too large`,
  scope_too_short: msg`Describe the scope in at least 10 characters`,
  scope_too_long: msg`The scope must be at most 6000 characters long`,
  estimate_required: msg`Enter the estimate in dollars`,
  nte_required: msg`Enter the not-to-exceed ceiling in dollars`,
  nte_below_estimate: msg`The ceiling cannot be below the estimate`,
  nte_not_raised: msg`A new ceiling must be above the one the customer accepted`,
  delivery_date_required: msg`Choose a delivery date`,
  delivery_date_past: msg`Choose a delivery date in the future`,
  expiry_invalid: msg`The offer must stay open between 1 and 60 days`,
  changes_note_too_short: msg`Describe the changes in at least 10 characters`,
  changes_note_too_long: msg`The note must be at most 2000 characters long`,
  decline_note_too_long: msg`The note must be at most 2000 characters long`,
  actual_required: msg`Enter the actual cost in dollars`,
};

export const fallbackValidationMessage: MessageDescriptor = msg`This value is not valid`;

/** The message for a code (zod's `message`), or a generic one for an unknown code. */
export function validationMessage(code: string | undefined): MessageDescriptor {
  return (code && validationMessages[code]) || fallbackValidationMessage;
}
