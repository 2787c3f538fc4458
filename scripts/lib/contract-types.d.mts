export declare const CONTRACT_FILE: string;
export declare const TYPES_FILE: string;
export declare function generateContractTypes(): Promise<string>;
export declare function readCheckedInTypes(): Promise<string>;
export declare function writeContractTypes(): Promise<string>;
