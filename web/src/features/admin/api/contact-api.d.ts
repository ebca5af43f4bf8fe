import type { ContactMessage, ContactStatus, WithId } from '@tasklane/domain';
import { type Firestore } from 'firebase/firestore';
export type ContactMessageRow = WithId<ContactMessage>;
/** The badge stops counting here: "99+" says enough, and the listener reads at most this many. */
export declare const NEW_MESSAGES_CAP = 99;
/** The inbox, newest first, `count` at a time, optionally one status only. Admins only (rules). */
export declare function contactMessagesQuery(db: Firestore, count: number, status: ContactStatus | null): import("@firebase/firestore").Query<WithId<{
    message: string;
    email: string;
    name: string;
    company: string;
    phone: string;
    locale: "en" | "fr";
    subject: string;
    userId: string | null;
    createdAt: number | Date | {
        toMillis(): number;
    };
    status: "new" | "replied" | "closed";
    statusChangedBy?: string | undefined;
    statusChangedAt?: number | Date | {
        toMillis(): number;
    } | undefined;
}>, {
    message: string;
    email: string;
    name: string;
    company: string;
    phone: string;
    locale: "en" | "fr";
    subject: string;
    userId: string | null;
    createdAt: number | Date | {
        toMillis(): number;
    };
    status: "new" | "replied" | "closed";
    statusChangedBy?: string | undefined;
    statusChangedAt?: number | Date | {
        toMillis(): number;
    } | undefined;
}>;
export declare function useContactMessages(count: number, status: ContactStatus | null): import("reactfire").ObservableStatus<WithId<{
    message: string;
    email: string;
    name: string;
    company: string;
    phone: string;
    locale: "en" | "fr";
    subject: string;
    userId: string | null;
    createdAt: number | Date | {
        toMillis(): number;
    };
    status: "new" | "replied" | "closed";
    statusChangedBy?: string | undefined;
    statusChangedAt?: number | Date | {
        toMillis(): number;
    } | undefined;
}>[]>;
/** New messages, live, for the tab's badge: bounded to one more than the cap. */
export declare function newMessagesQuery(db: Firestore): import("@firebase/firestore").Query<WithId<{
    message: string;
    email: string;
    name: string;
    company: string;
    phone: string;
    locale: "en" | "fr";
    subject: string;
    userId: string | null;
    createdAt: number | Date | {
        toMillis(): number;
    };
    status: "new" | "replied" | "closed";
    statusChangedBy?: string | undefined;
    statusChangedAt?: number | Date | {
        toMillis(): number;
    } | undefined;
}>, {
    message: string;
    email: string;
    name: string;
    company: string;
    phone: string;
    locale: "en" | "fr";
    subject: string;
    userId: string | null;
    createdAt: number | Date | {
        toMillis(): number;
    };
    status: "new" | "replied" | "closed";
    statusChangedBy?: string | undefined;
    statusChangedAt?: number | Date | {
        toMillis(): number;
    } | undefined;
}>;
export declare function useNewMessagesCount(): number | null;
export declare function setContactStatus(messageId: string, status: ContactStatus): Promise<{
    status: "new" | "replied" | "closed";
}>;
