export * from "./auth";
export * from "./leads";
export * from "./affiliates";
export * from "./demo";
