import type { WithId } from '@tasklane/domain';
import { type Firestore } from 'firebase/firestore';
/** Every document and collection the web app reads, typed. The only module that names paths. */
export declare const webRefs: {
    profiles: (db: Firestore) => import("@firebase/firestore").CollectionReference<WithId<{
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
    profile: (db: Firestore, uid: string) => import("@firebase/firestore").DocumentReference<WithId<{
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
    wallet: (db: Firestore, uid: string) => import("@firebase/firestore").DocumentReference<WithId<{
        userId: string;
        balance: number;
        updatedAt: number | Date | {
            toMillis(): number;
        };
    }>, {
        userId: string;
        balance: number;
        updatedAt: number | Date | {
            toMillis(): number;
        };
    }>;
    ledger: (db: Firestore, uid: string) => import("@firebase/firestore").CollectionReference<WithId<{
        type: "consumed" | "refunded" | "purchased" | "granted" | "plan";
        credits: number;
        balanceAfter: number;
        description: string;
        createdAt: number | Date | {
            toMillis(): number;
        };
        taskId?: string | undefined;
    }>, {
        type: "consumed" | "refunded" | "purchased" | "granted" | "plan";
        credits: number;
        balanceAfter: number;
        description: string;
        createdAt: number | Date | {
            toMillis(): number;
        };
        taskId?: string | undefined;
    }>;
    tasks: (db: Firestore) => import("@firebase/firestore").CollectionReference<WithId<{
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
    task: (db: Firestore, taskId: string) => import("@firebase/firestore").DocumentReference<WithId<{
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
    staffDraft: (db: Firestore, taskId: string) => import("@firebase/firestore").DocumentReference<WithId<{
        provider: string;
        text: string;
        model: string;
        tokens: number;
        ms: number;
        attempts: number;
        failed: boolean;
        error: string | null;
        createdAt: number | Date | {
            toMillis(): number;
        };
    }>, {
        provider: string;
        text: string;
        model: string;
        tokens: number;
        ms: number;
        attempts: number;
        failed: boolean;
        error: string | null;
        createdAt: number | Date | {
            toMillis(): number;
        };
    }>;
    notifications: (db: Firestore) => import("@firebase/firestore").CollectionReference<WithId<{
        userId: string;
        templateKey: "task_status_update" | "task_delivered" | "task_review_request" | "sla_warning" | "credit_low" | "payment_success";
        payload: {
            task_title?: string | undefined;
            new_status?: "submitted" | "ai_drafted" | "in_review" | "delivered" | "reopened" | "cancelled" | undefined;
            task_id?: string | undefined;
            credits_remaining?: number | undefined;
            amount?: number | undefined;
            message?: string | undefined;
        };
        channel: "email" | "in_app";
        createdAt: number | Date | {
            toMillis(): number;
        };
        read: boolean;
        readAt: number | Date | {
            toMillis(): number;
        } | null;
    }>, {
        userId: string;
        templateKey: "task_status_update" | "task_delivered" | "task_review_request" | "sla_warning" | "credit_low" | "payment_success";
        payload: {
            task_title?: string | undefined;
            new_status?: "submitted" | "ai_drafted" | "in_review" | "delivered" | "reopened" | "cancelled" | undefined;
            task_id?: string | undefined;
            credits_remaining?: number | undefined;
            amount?: number | undefined;
            message?: string | undefined;
        };
        channel: "email" | "in_app";
        createdAt: number | Date | {
            toMillis(): number;
        };
        read: boolean;
        readAt: number | Date | {
            toMillis(): number;
        } | null;
    }>;
    refundRequests: (db: Firestore) => import("@firebase/firestore").CollectionReference<WithId<{
        taskId: string;
        userId: string;
        taskTitle: string;
        credits: number;
        paymentMethod: "credits" | "card";
        reason: string;
        status: "pending" | "approved" | "declined";
        decisionReason: string | null;
        decidedBy: string | null;
        createdAt: number | Date | {
            toMillis(): number;
        };
        decidedAt: number | Date | {
            toMillis(): number;
        } | null;
    }>, {
        taskId: string;
        userId: string;
        taskTitle: string;
        credits: number;
        paymentMethod: "credits" | "card";
        reason: string;
        status: "pending" | "approved" | "declined";
        decisionReason: string | null;
        decidedBy: string | null;
        createdAt: number | Date | {
            toMillis(): number;
        };
        decidedAt: number | Date | {
            toMillis(): number;
        } | null;
    }>;
    settings: (db: Firestore) => import("@firebase/firestore").DocumentReference<WithId<Partial<{
        creditPriceCad: number;
        classBaseCredits: Record<"premium" | "basic", number>;
        categoryClass: Record<"admin_docs" | "marketing_content" | "design_media" | "research_data" | "forms_business_docs" | "business_launch" | "legal_compliance" | "hr_operations" | "tech_digital", "premium" | "basic">;
        tiers: Record<"standard" | "express" | "premium", {
            hours: number;
            surchargeCredits: number;
        }>;
        packs: {
            id: string;
            credits: number;
            priceCad: number;
        }[];
        plans: {
            id: string;
            priceCadPerMonth: number;
            creditsPerMonth: number;
        }[];
        queueCapacity: number;
        freeRevisionsPerDelivery: number;
        extraRevisionCredits: number;
        supplier?: {
            legalName: string;
            address: {
                street: string;
                city: string;
                province: "AB" | "BC" | "MB" | "NB" | "NL" | "NS" | "NT" | "NU" | "ON" | "PE" | "QC" | "SK" | "YT";
                postalCode: string;
            };
            gstHstNumber: string;
            qstNumber: string;
            email?: string | undefined;
        } | undefined;
        updatedAt?: unknown;
    }>>, Partial<{
        creditPriceCad: number;
        classBaseCredits: Record<"premium" | "basic", number>;
        categoryClass: Record<"admin_docs" | "marketing_content" | "design_media" | "research_data" | "forms_business_docs" | "business_launch" | "legal_compliance" | "hr_operations" | "tech_digital", "premium" | "basic">;
        tiers: Record<"standard" | "express" | "premium", {
            hours: number;
            surchargeCredits: number;
        }>;
        packs: {
            id: string;
            credits: number;
            priceCad: number;
        }[];
        plans: {
            id: string;
            priceCadPerMonth: number;
            creditsPerMonth: number;
        }[];
        queueCapacity: number;
        freeRevisionsPerDelivery: number;
        extraRevisionCredits: number;
        supplier?: {
            legalName: string;
            address: {
                street: string;
                city: string;
                province: "AB" | "BC" | "MB" | "NB" | "NL" | "NS" | "NT" | "NU" | "ON" | "PE" | "QC" | "SK" | "YT";
                postalCode: string;
            };
            gstHstNumber: string;
            qstNumber: string;
            email?: string | undefined;
        } | undefined;
        updatedAt?: unknown;
    }>>;
};
