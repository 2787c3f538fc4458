export declare const APP_PORT: number;
export declare const API_PORT: number;
export declare const API_ORIGIN: string;
