export * from "./auth";
export * from "./leads";
export * from "./affiliates";
export * from "./demo";
export * from "./orders";
export * from "./files";
export * from "./admin";
export * from "./scheduling";
