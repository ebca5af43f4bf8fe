import { type Firestore } from 'firebase/firestore';
/** The wallet's ledger, newest first, at most `max` entries (paged by raising `max`). */
export declare function ledgerQuery(db: Firestore, uid: string, max: number): import("@firebase/firestore").Query<import("@tasklane/domain").WithId<{
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
export declare function useLedger(uid: string, max: number): import("reactfire").ObservableStatus<import("@tasklane/domain").WithId<{
    type: "consumed" | "refunded" | "purchased" | "granted" | "plan";
    credits: number;
    balanceAfter: number;
    description: string;
    createdAt: number | Date | {
        toMillis(): number;
    };
    taskId?: string | undefined;
}>[]>;
