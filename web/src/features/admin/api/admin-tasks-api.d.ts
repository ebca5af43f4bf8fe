import { type AdminTaskQuerySpec, type CallableInput } from '@tasklane/domain';
import { type Firestore, type QueryDocumentSnapshot } from 'firebase/firestore';
export type TaskCursor = QueryDocumentSnapshot<unknown>;
/**
 * One page of the admin task list, built from the domain's query spec: at most
 * ADMIN_TASK_PAGE_SIZE documents a page whatever the collection's size, the next page starting
 * after the last document of this one (a cursor, never an offset, so a page costs its own reads).
 */
export declare function adminTasksQuery(db: Firestore, spec: AdminTaskQuerySpec, after: TaskCursor | null): import("@firebase/firestore").Query<import("@tasklane/domain").WithId<{
    userId: string;
    title: string;
    category: "admin_docs" | "marketing_content" | "design_media" | "research_data" | "forms_business_docs" | "business_launch" | "legal_compliance" | "hr_operations" | "tech_digital";
    tier: "standard" | "express" | "premium";
    brief: string;
    sourceText: string;
    deliverableType: "text" | "sheet" | "visual";
    language: "en" | "fr";
    priceCredits: number;
    paymentMethod: "credits" | "card";
    status: "submitted" | "ai_drafted" | "in_review" | "delivered" | "reopened" | "cancelled";
    queueStatus: "queued" | "active" | null;
    queuePosition: number | null;
    queueKey: number;
    submittedAt: number | Date | {
        toMillis(): number;
    };
    activatedAt: number | Date | {
        toMillis(): number;
    } | null;
    dueAt: number | Date | {
        toMillis(): number;
    } | null;
    deliveredAt: number | Date | {
        toMillis(): number;
    } | null;
    reviewerId: string | null;
    result: string | null;
    revisionNote: string | null;
    revisionCount: number;
    lateRefunded: boolean;
    slaWarned: boolean;
    draftFailed: boolean;
    history: {
        at: number | Date | {
            toMillis(): number;
        };
        by: string;
        from: "submitted" | "ai_drafted" | "in_review" | "delivered" | "reopened" | "cancelled" | null;
        to: "submitted" | "ai_drafted" | "in_review" | "delivered" | "reopened" | "cancelled";
        note?: string | undefined;
    }[];
    updatedAt: number | Date | {
        toMillis(): number;
    };
    draftRequestedAt?: number | Date | {
        toMillis(): number;
    } | null | undefined;
    briefCheck?: {
        checkId: string;
        provider: string;
        model: string;
        result: {
            inScope: boolean;
            quoteSuggested: boolean;
            outOfScopeTopics: ("legal_advice" | "tax_advice" | "medical_advice" | "sworn_translation" | "long_media" | "open_ended" | "branding" | "automation" | "campaigns" | "hourly")[];
            scopeReason: string;
            findings: {
                code: "out_of_scope" | "too_many_words" | "too_many_rows" | "too_short" | "vague" | "missing_audience" | "missing_tone" | "missing_source" | "category_mismatch" | "deliverable_mismatch" | "other";
                message: string;
            }[];
            questions: {
                id: string;
                text: string;
            }[];
            rewrite: string | null;
            suggestedCategory: "admin_docs" | "marketing_content" | "design_media" | "research_data" | "forms_business_docs" | "business_launch" | "legal_compliance" | "hr_operations" | "tech_digital" | null;
            suggestedDeliverable: "text" | "sheet" | "visual" | null;
            locale: "en" | "fr";
        };
        answers: {
            questionId: string;
            question: string;
            answer: string;
        }[];
        rewriteAccepted: boolean;
    } | null | undefined;
}>, {
    userId: string;
    title: string;
    category: "admin_docs" | "marketing_content" | "design_media" | "research_data" | "forms_business_docs" | "business_launch" | "legal_compliance" | "hr_operations" | "tech_digital";
    tier: "standard" | "express" | "premium";
    brief: string;
    sourceText: string;
    deliverableType: "text" | "sheet" | "visual";
    language: "en" | "fr";
    priceCredits: number;
    paymentMethod: "credits" | "card";
    status: "submitted" | "ai_drafted" | "in_review" | "delivered" | "reopened" | "cancelled";
    queueStatus: "queued" | "active" | null;
    queuePosition: number | null;
    queueKey: number;
    submittedAt: number | Date | {
        toMillis(): number;
    };
    activatedAt: number | Date | {
        toMillis(): number;
    } | null;
    dueAt: number | Date | {
        toMillis(): number;
    } | null;
    deliveredAt: number | Date | {
        toMillis(): number;
    } | null;
    reviewerId: string | null;
    result: string | null;
    revisionNote: string | null;
    revisionCount: number;
    lateRefunded: boolean;
    slaWarned: boolean;
    draftFailed: boolean;
    history: {
        at: number | Date | {
            toMillis(): number;
        };
        by: string;
        from: "submitted" | "ai_drafted" | "in_review" | "delivered" | "reopened" | "cancelled" | null;
        to: "submitted" | "ai_drafted" | "in_review" | "delivered" | "reopened" | "cancelled";
        note?: string | undefined;
    }[];
    updatedAt: number | Date | {
        toMillis(): number;
    };
    draftRequestedAt?: number | Date | {
        toMillis(): number;
    } | null | undefined;
    briefCheck?: {
        checkId: string;
        provider: string;
        model: string;
        result: {
            inScope: boolean;
            quoteSuggested: boolean;
            outOfScopeTopics: ("legal_advice" | "tax_advice" | "medical_advice" | "sworn_translation" | "long_media" | "open_ended" | "branding" | "automation" | "campaigns" | "hourly")[];
            scopeReason: string;
            findings: {
                code: "out_of_scope" | "too_many_words" | "too_many_rows" | "too_short" | "vague" | "missing_audience" | "missing_tone" | "missing_source" | "category_mismatch" | "deliverable_mismatch" | "other";
                message: string;
            }[];
            questions: {
                id: string;
                text: string;
            }[];
            rewrite: string | null;
            suggestedCategory: "admin_docs" | "marketing_content" | "design_media" | "research_data" | "forms_business_docs" | "business_launch" | "legal_compliance" | "hr_operations" | "tech_digital" | null;
            suggestedDeliverable: "text" | "sheet" | "visual" | null;
            locale: "en" | "fr";
        };
        answers: {
            questionId: string;
            question: string;
            answer: string;
        }[];
        rewriteAccepted: boolean;
    } | null | undefined;
}>;
export declare function useAdminTasksPage(spec: AdminTaskQuerySpec, after: TaskCursor | null): import("reactfire").ObservableStatus<import("@firebase/firestore").QuerySnapshot<import("@tasklane/domain").WithId<{
    userId: string;
    title: string;
    category: "admin_docs" | "marketing_content" | "design_media" | "research_data" | "forms_business_docs" | "business_launch" | "legal_compliance" | "hr_operations" | "tech_digital";
    tier: "standard" | "express" | "premium";
    brief: string;
    sourceText: string;
    deliverableType: "text" | "sheet" | "visual";
    language: "en" | "fr";
    priceCredits: number;
    paymentMethod: "credits" | "card";
    status: "submitted" | "ai_drafted" | "in_review" | "delivered" | "reopened" | "cancelled";
    queueStatus: "queued" | "active" | null;
    queuePosition: number | null;
    queueKey: number;
    submittedAt: number | Date | {
        toMillis(): number;
    };
    activatedAt: number | Date | {
        toMillis(): number;
    } | null;
    dueAt: number | Date | {
        toMillis(): number;
    } | null;
    deliveredAt: number | Date | {
        toMillis(): number;
    } | null;
    reviewerId: string | null;
    result: string | null;
    revisionNote: string | null;
    revisionCount: number;
    lateRefunded: boolean;
    slaWarned: boolean;
    draftFailed: boolean;
    history: {
        at: number | Date | {
            toMillis(): number;
        };
        by: string;
        from: "submitted" | "ai_drafted" | "in_review" | "delivered" | "reopened" | "cancelled" | null;
        to: "submitted" | "ai_drafted" | "in_review" | "delivered" | "reopened" | "cancelled";
        note?: string | undefined;
    }[];
    updatedAt: number | Date | {
        toMillis(): number;
    };
    draftRequestedAt?: number | Date | {
        toMillis(): number;
    } | null | undefined;
    briefCheck?: {
        checkId: string;
        provider: string;
        model: string;
        result: {
            inScope: boolean;
            quoteSuggested: boolean;
            outOfScopeTopics: ("legal_advice" | "tax_advice" | "medical_advice" | "sworn_translation" | "long_media" | "open_ended" | "branding" | "automation" | "campaigns" | "hourly")[];
            scopeReason: string;
            findings: {
                code: "out_of_scope" | "too_many_words" | "too_many_rows" | "too_short" | "vague" | "missing_audience" | "missing_tone" | "missing_source" | "category_mismatch" | "deliverable_mismatch" | "other";
                message: string;
            }[];
            questions: {
                id: string;
                text: string;
            }[];
            rewrite: string | null;
            suggestedCategory: "admin_docs" | "marketing_content" | "design_media" | "research_data" | "forms_business_docs" | "business_launch" | "legal_compliance" | "hr_operations" | "tech_digital" | null;
            suggestedDeliverable: "text" | "sheet" | "visual" | null;
            locale: "en" | "fr";
        };
        answers: {
            questionId: string;
            question: string;
            answer: string;
        }[];
        rewriteAccepted: boolean;
    } | null | undefined;
}>, import("@firebase/firestore").DocumentData>>;
/** The customer with exactly this e-mail (profiles mirror the sign-in address). */
export declare function profileByEmailQuery(db: Firestore, email: string): import("@firebase/firestore").Query<import("@tasklane/domain").WithId<{
    name: string;
    email: string;
    locale: "en" | "fr";
    role: "customer" | "admin";
    createdAt: number | Date | {
        toMillis(): number;
    };
    updatedAt: number | Date | {
        toMillis(): number;
    };
    company?: string | undefined;
    phone?: string | undefined;
    emailNotifications?: boolean | undefined;
    province?: "AB" | "BC" | "MB" | "NB" | "NL" | "NS" | "NT" | "NU" | "ON" | "PE" | "QC" | "SK" | "YT" | undefined;
}>, {
    name: string;
    email: string;
    locale: "en" | "fr";
    role: "customer" | "admin";
    createdAt: number | Date | {
        toMillis(): number;
    };
    updatedAt: number | Date | {
        toMillis(): number;
    };
    company?: string | undefined;
    phone?: string | undefined;
    emailNotifications?: boolean | undefined;
    province?: "AB" | "BC" | "MB" | "NB" | "NL" | "NS" | "NT" | "NU" | "ON" | "PE" | "QC" | "SK" | "YT" | undefined;
}>;
export declare function useProfileByEmail(email: string): import("reactfire").ObservableStatus<import("@tasklane/domain").WithId<{
    name: string;
    email: string;
    locale: "en" | "fr";
    role: "customer" | "admin";
    createdAt: number | Date | {
        toMillis(): number;
    };
    updatedAt: number | Date | {
        toMillis(): number;
    };
    company?: string | undefined;
    phone?: string | undefined;
    emailNotifications?: boolean | undefined;
    province?: "AB" | "BC" | "MB" | "NB" | "NL" | "NS" | "NT" | "NU" | "ON" | "PE" | "QC" | "SK" | "YT" | undefined;
}>[]>;
/** Everyone who can review (role mirrored from the admin claim), for the reassign menu. */
export declare function adminProfilesQuery(db: Firestore): import("@firebase/firestore").Query<import("@tasklane/domain").WithId<{
    name: string;
    email: string;
    locale: "en" | "fr";
    role: "customer" | "admin";
    createdAt: number | Date | {
        toMillis(): number;
    };
    updatedAt: number | Date | {
        toMillis(): number;
    };
    company?: string | undefined;
    phone?: string | undefined;
    emailNotifications?: boolean | undefined;
    province?: "AB" | "BC" | "MB" | "NB" | "NL" | "NS" | "NT" | "NU" | "ON" | "PE" | "QC" | "SK" | "YT" | undefined;
}>, {
    name: string;
    email: string;
    locale: "en" | "fr";
    role: "customer" | "admin";
    createdAt: number | Date | {
        toMillis(): number;
    };
    updatedAt: number | Date | {
        toMillis(): number;
    };
    company?: string | undefined;
    phone?: string | undefined;
    emailNotifications?: boolean | undefined;
    province?: "AB" | "BC" | "MB" | "NB" | "NL" | "NS" | "NT" | "NU" | "ON" | "PE" | "QC" | "SK" | "YT" | undefined;
}>;
export declare function useAdminProfiles(): import("reactfire").ObservableStatus<import("@tasklane/domain").WithId<{
    name: string;
    email: string;
    locale: "en" | "fr";
    role: "customer" | "admin";
    createdAt: number | Date | {
        toMillis(): number;
    };
    updatedAt: number | Date | {
        toMillis(): number;
    };
    company?: string | undefined;
    phone?: string | undefined;
    emailNotifications?: boolean | undefined;
    province?: "AB" | "BC" | "MB" | "NB" | "NL" | "NS" | "NT" | "NU" | "ON" | "PE" | "QC" | "SK" | "YT" | undefined;
}>[]>;
/** A task's audit trail, oldest first (bounded: a task gathers a few dozen entries at most). */
export declare function taskAuditQuery(db: Firestore, taskId: string): import("@firebase/firestore").Query<import("@tasklane/domain").WithId<{
    actorUserId: string;
    subjectUserId: string;
    action: "credits_consumed" | "credits_refunded" | "credits_purchased" | "credits_granted" | "task_submitted" | "task_transition" | "task_cancelled" | "role_granted" | "role_revoked" | "settings_updated" | "refund_requested" | "refund_decided" | "brief_checked" | "account_deleted" | "payment_received" | "payment_refunded" | "payment_disputed" | "task_reviewer_reassigned" | "delivery_email_resent" | "credits_adjusted" | "contact_status_changed";
    entityType: "task" | "payment" | "settings" | "wallet" | "profile" | "user" | "brief_check" | "contact_message";
    entityId: string;
    metadata: Record<string, unknown>;
    createdAt: number | Date | {
        toMillis(): number;
    };
}>, {
    actorUserId: string;
    subjectUserId: string;
    action: "credits_consumed" | "credits_refunded" | "credits_purchased" | "credits_granted" | "task_submitted" | "task_transition" | "task_cancelled" | "role_granted" | "role_revoked" | "settings_updated" | "refund_requested" | "refund_decided" | "brief_checked" | "account_deleted" | "payment_received" | "payment_refunded" | "payment_disputed" | "task_reviewer_reassigned" | "delivery_email_resent" | "credits_adjusted" | "contact_status_changed";
    entityType: "task" | "payment" | "settings" | "wallet" | "profile" | "user" | "brief_check" | "contact_message";
    entityId: string;
    metadata: Record<string, unknown>;
    createdAt: number | Date | {
        toMillis(): number;
    };
}>;
export declare function useTaskAudit(taskId: string): import("reactfire").ObservableStatus<import("@tasklane/domain").WithId<{
    actorUserId: string;
    subjectUserId: string;
    action: "credits_consumed" | "credits_refunded" | "credits_purchased" | "credits_granted" | "task_submitted" | "task_transition" | "task_cancelled" | "role_granted" | "role_revoked" | "settings_updated" | "refund_requested" | "refund_decided" | "brief_checked" | "account_deleted" | "payment_received" | "payment_refunded" | "payment_disputed" | "task_reviewer_reassigned" | "delivery_email_resent" | "credits_adjusted" | "contact_status_changed";
    entityType: "task" | "payment" | "settings" | "wallet" | "profile" | "user" | "brief_check" | "contact_message";
    entityId: string;
    metadata: Record<string, unknown>;
    createdAt: number | Date | {
        toMillis(): number;
    };
}>[]>;
export declare const adminCancelTask: (input: CallableInput<"adminCancelTask">) => Promise<{
    refundedCredits: number;
    cardRefundPending: boolean;
}>;
export declare const reassignReviewer: (input: CallableInput<"reassignReviewer">) => Promise<{
    reviewerId: string;
}>;
export declare const resendDeliveryEmail: (input: CallableInput<"resendDeliveryEmail">) => Promise<{
    to: string;
}>;
export declare const adjustCredits: (input: CallableInput<"adjustCredits">) => Promise<{
    balance: number;
}>;
