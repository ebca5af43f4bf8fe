import { briefCheckDocSchema, type BriefCheckLink, type TaskBriefCheck } from '@tasklane/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

/**
 * The brief check to store with the task: the server's own stored result (never one sent by the
 * client), which must belong to the person ordering and not be linked to another task yet, plus
 * the customer's answers to that check's questions and whether they accepted its rewrite.
 */
export function linkedBriefCheck(
  snap: DocumentSnapshot,
  link: BriefCheckLink,
  uid: string,
  taskId: string,
): TaskBriefCheck {
  const parsed = briefCheckDocSchema.safeParse(snap.data());
  const invalid = () =>
    new HttpsError('invalid-argument', 'Invalid input', { fields: { briefCheck: 'brief_check_invalid' } });
  if (!snap.exists || !parsed.success || parsed.data.userId !== uid) throw invalid();
  const check = parsed.data;
  if (check.taskId !== null && check.taskId !== taskId) throw invalid();
  const answers = link.answers.map((a) => {
    const question = check.result.questions.find((q) => q.id === a.questionId);
    if (!question) throw invalid();
    return { questionId: a.questionId, question: question.text, answer: a.answer };
  });
  if (link.rewriteAccepted && check.result.rewrite === null) throw invalid();
  return {
    checkId: snap.id,
    provider: check.provider,
    model: check.model,
    result: check.result,
    answers,
    rewriteAccepted: link.rewriteAccepted,
  };
}
