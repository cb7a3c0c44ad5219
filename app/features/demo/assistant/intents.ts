import { site } from "~/content/site";
import { demoIndustries } from "~/content/demo";
import { facts, faqFacts, featureFacts } from "./facts";
import { sampleProfiles } from "./roles";
import { wellKnownWords } from "./systems";
import { readable, remembered, stem, typoMender } from "./text";

/**
 * Small talk, off-topic requests and the words the rules know (docs/decisions/054, 099). The
 * rules of each role live with the role: voxa.ts (a buyer asking about the company) and
 * receptionist.ts (a caller of the demoed business).
 */

export { normalise } from "./text";

export type SmallTalk = "empty" | "abuse" | "greeting" | "thanks" | "goodbye" | "bot" | "yes" | "no";

/** The brand's first word as visitors type it ("voxa"). */
export const BRAND = site.name.split(/\s+/)[0]!.toLowerCase();

/** Abuse: swearing, or an insult aimed at the assistant ("you are useless"; not "if it turns out useless"). */
const ABUSE =
  /\b(fuck\w*|shit\w*|bitch\w*|asshole|bastard|you suck|this sucks|shut up|hate you|screw you|piss off)\b|\b(you|you are|you're|ur|this|this is|what a|such a|your (bot|ai|assistant|company))( so| really| a| an| the| fucking| totally| completely)* (idiot\w*|stupid|dumb|moron\w*|useless|garbage|trash|worthless|pathetic|crap|rubbish|joke)\b|^(stupid|useless|garbage|trash|idiot|dumb|pathetic|worthless)( (bot|ai|assistant|thing))?[!. ]*$/;
const GREETING = new RegExp(
  String.raw`^(hi|hello|hey|hiya|howdy|yo|greetings|hola|good (morning|afternoon|evening|day)|morning|afternoon|evening)( there| team| all| folks| guys| ${BRAND}( ai)?)?\b[\s!.,]*`,
);
const THANKS =
  /^((ok(ay)?|great|perfect|awesome|cool|nice|got it|good|wonderful|excellent|brilliant|lovely|sounds good)[,!. ]*)?(thanks|thank you|thx|ty|cheers|much appreciated|appreciate it)( (so|very) much| a lot| a ton)?( for (your|the) help| for that)?[\s!.,]*$|^(ok(ay)?|great|perfect|awesome|cool|got it|good to know|sounds good|noted|understood)[\s!.,]*$/;
const GOODBYE =
  /^((thanks|thank you|ok(ay)?|great|cool|perfect|alright)( (so|very) much)?[\s!.,]*)?(bye|goodbye|bye bye|see you|see ya|have a (good|nice|great) (day|one|night)|that is all|that is it|that's all|nothing else|no thanks,? (that is all|bye))([\s!.,]*(bye|thanks|thank you|have a (good|nice|great) (day|one|night)))*[\s!.,]*$/;
const BOT =
  /\b(are you|am i (talking|speaking|chatting) (to|with))( a| an)? (bot|robot|ai|human|real( person)?|person|machine|computer|chatbot|live agent)\b|\bis this (a |an )?(bot|robot|human|real person|ai|machine|recording)( answering| talking| receptionist)?\b|\b(is (this|that|it)|are you) (thing |guy |one )?(a |an )?(ai|bot|robot|machine|computer)( or (a |an )?(real |live )?(person|human))?\b|\bai or (a |an )?(real |live )?(person|human)\b|\bis (it|that) (a |an )?(bot|robot|ai) (answering|talking)\b/;
const YES =
  /^(yes|yeah|yep|yup|sure|ok(ay)?|please|please do|yes please|sure thing|go ahead|sounds good|let us do it|lets do it|do it|absolutely|definitely|of course)[\s!.,]*$/;
const NO = /^(no|nope|nah|no thanks|no thank you|not now|maybe later|not yet)[\s!.,]*$/;

/** "Are you a bot?", "is this an AI?" inside a longer message. */
export const isBotQuestion = (text: string) => BOT.test(text);

/** Small talk the whole message is, or null. */
export function smallTalk(text: string): SmallTalk | null {
  if (!/[a-z0-9$]/.test(text)) return "empty";
  if (ABUSE.test(text)) return "abuse";
  if (THANKS.test(text)) return "thanks";
  if (GOODBYE.test(text)) return "goodbye";
  if (YES.test(text)) return "yes";
  if (NO.test(text)) return "no";
  const greeting = GREETING.exec(text);
  if (greeting && !/[a-z0-9]/.test(text.slice(greeting[0].length))) return "greeting";
  if (BOT.test(text)) return "bot";
  return null;
}

/** The message without its opening greeting ("Hi, how much…" → "how much…"). */
export function withoutGreeting(text: string): string {
  const greeting = GREETING.exec(text);
  return greeting ? text.slice(greeting[0].length).trim() : text;
}

/** Requests that are neither about the company nor something a caller of a business asks. */
export const OFFTOPIC =
  /\b(weather|joke|poem|song|lyrics|recipe|president|election|politic\w*|football|soccer|basketball|baseball|movie|capital of|meaning of life|homework|essay|math|\d+ ?[+*x] ?\d+|lottery|horoscope|write (me )?(a|an|some) (code|story|essay|poem|letter)|translate this|python|javascript|who won)\b/;

/**
 * The words typos are mended into: the terms the rules and the facts turn on, and nothing general
 * (a general word would swallow real words: "stuff" is not a typo of "staff").
 */
const VOCABULARY = (
  "pricing price prices monthly recurring subscription integrate integration integrations integrates hubspot salesforce " +
  "zapier twilio stripe calendar receptionist receptionists appointment appointments schedule scheduling booking reservation " +
  "reservations insurance insurer hipaa compliant compliance refund refunds guarantee contract cancel cancellation language " +
  "languages spanish english french german chinese mandarin vietnamese portuguese setup implementation onboarding support uptime " +
  "transfer escalate package packages professional enterprise premium advanced multilingual ebook playbook strategy session " +
  "affiliate affiliates commission commissions pilot program discount financing recording recordings transcript transcripts " +
  "voice agent agents assistant chatbot chatbots website instagram reminder reminders availability opening address parking " +
  "location located directions emergency urgent swelling bleeding toothache cleaning cleanings whitening checkup filling " +
  "fillings crown crowns braces aligners invisalign takeout delivery weekend saturday sunday monday tuesday wednesday thursday " +
  "friday tomorrow tonight included include includes features business practice clinic dental dentist doctor restaurant hotel " +
  "property management tenant landlord maintenance viewing apartment mortgage application advisor account statement shipment " +
  "tracking airport payment payments credit policy policies deposit robotic natural mistakes expensive afford trust customers " +
  "callers patients minutes charge charges timeline launch automation automations workflow workflows dashboard analytics " +
  "messages message receptionist compliant certified warranty cheapest difference compare comparison included quickbooks contact"
).split(" ");

/**
 * Real words, never mended: every word the site's own pages use (its facts, FAQ answers and feature
 * cards, the demo's questions and sample businesses). A visitor's "change" stays "change".
 */
const SITE_WORDS = new Set([
  ...([
    ...[...facts, ...faqFacts, ...featureFacts].map((f) => `${f.title} ${f.text}`),
    ...demoIndustries.map((i) => `${i.defaultPrompt} ${i.sampleQuestions.join(" ")}`),
    ...Object.values(sampleProfiles).map((p) => Object.values(p.answers).join(" ")),
  ]
    .join(" ")
    .toLowerCase()
    .match(/[a-z]{5,}/g) ?? []),
  ...wellKnownWords,
]);

const mend = typoMender(VOCABULARY, SITE_WORDS);

/**
 * A message as the rules read it: normalised, spelled out, typos mended. Words of the business the
 * caller talks to (its services, prices, policies) are its own: never mended into ours ("brakes" is
 * not "braces" at a garage), and a near miss of one is mended into it.
 */
export function understand(prompt: string, extraWords: readonly string[] = []): string {
  if (!extraWords.length) return understood(prompt);
  const text = readable(prompt);
  const { own, mendOwn } = menderFor(extraWords.join(" "));
  return text.replace(/[a-z]+/g, (w) => {
    if (own.has(stem(w))) return w;
    const near = mendOwn(w);
    return near !== w ? near : mend(w);
  });
}

const understood = remembered((prompt) => mend(readable(prompt)));

/** The mender of one business's own words, kept while that business is asked about. */
const menderFor = remembered((words) => {
  const list = words.split(" ");
  return { own: new Set(list.map(stem)), mendOwn: typoMender(list) };
}, 16);
