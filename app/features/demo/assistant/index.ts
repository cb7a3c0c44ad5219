export { answer, retrieve } from "./answer";
export { detectIntent } from "./intents";
export { facts, faqFacts, knownPrices } from "./facts";
