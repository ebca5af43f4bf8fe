/** Web configuration from Vite env; emulator mode needs only the project id and ports. */
export declare const env: {
    useEmulators: any;
    projectId: any;
    apiKey: any;
    authDomain: any;
    appId: any;
    emulatorHost: any;
    authPort: number;
    firestorePort: number;
    functionsPort: number;
};
