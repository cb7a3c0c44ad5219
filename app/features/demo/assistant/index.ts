export { answer } from "./answer";
export { retrieve } from "./search";
export { facts, faqFacts, featureFacts, knownPrices } from "./facts";
