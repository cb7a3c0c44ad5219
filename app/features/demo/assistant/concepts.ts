import type { DemoRole } from "./types";

/**
 * Concepts before rules (issue 41, decision 115): a buyer or a caller names one thing in many ways
 * ("the hour-long one", "the texting thing", "it smells like rotten eggs", "do I lose what I paid?").
 * Each concept below is written once as the family of ways people say it, and rewritten into the
 * words the rules already read ("paid strategy session", "sms", "gas smell", "refund"). What a rule
 * then answers comes from the site's content or the business's saved details, never from here.
 *
 * Rewrites add the concept's word in front of what was said ("sms reminders") where the visitor's own
 * words still matter to the rules after it; they replace a phrase only where the phrase says nothing
 * else. Applied to the message as `understand` reads it (lower case, contractions spelled out).
 */

type Concept = { name: string; said: RegExp; as: string };

/** The same for both roles: dangers a caller describes without naming them. */
const DANGER: Concept[] = [
  {
    name: "gas",
    said: /\b(rotten eggs?|sulfur|sulphur|smells? (like|of) (gas|propane|sulfur|sulphur|rotten|burning|smoke)|propane smell|hissing (sound|noise)?)\b/g,
    as: "$& gas smell",
  },
  {
    name: "locked out",
    said: /\b(lock(ed|ing)? (myself|ourselves|himself|herself|themselves|me|us|him|her|them) out|lost (my|our|the) keys?|(cannot|can not|unable to|not able to) get (back )?(in|inside|into (my|our|the) (apartment|unit|room|house|home|building|place)))\b/g,
    as: "$& locked out",
  },
  {
    name: "heart or breathing",
    said: /\b((chest|heart)( \w+){0,3} (tight\w*|pressure|heavy|hurts?|hurting|pain\w*|squeez\w*|pounding|racing|crushing)|(tight\w*|pressure|pain|heaviness) in (his|her|my|their|the) chest|cold sweat|(arm|face|side)( \w+){0,2} (numb|drooping|droopy|went numb)|slurr\w*( \w+)?|blue lips|lips (are |look |turning )?blue|turning blue|(cannot|can not|can barely|struggling to) (catch (his|her|my|their) breath|breathe)|(is |went |gone )?limp|will not wake up|(not|barely) breathing)\b/g,
    as: "$& chest pain emergency",
  },
  {
    name: "smoke",
    said: /\b(burning (\w+ )?(kind of |sort of )?(smell|odor|odour)|smells? (like )?(something )?burning|(getting |it is |kind of |a little )?(hazy|smoky) (in here|in the room|inside)|smoke (coming|pouring)|(smoke|fire) alarm (is )?(going off|beeping|sounding))\b/g,
    as: "$& smoke fire",
  },
  {
    name: "carbon monoxide",
    said: /\b(co|carbon monoxide) (detector|alarm|monitor)s?\b( \w+){0,4} (going off|beep\w*|sounding|chirp\w*|won'?t stop|will not stop)|\b(detector|alarm) (keeps |is |has been )?(going off|beeping|sounding)\b/g,
    as: "$& carbon monoxide alarm emergency",
  },
  {
    name: "allergic reaction",
    said: /\b((lips?|tongue|throat) (\w+ ){0,2}(swell\w*|swollen|puffy|puffing up|tight)|wheez\w*|hives|(cannot|can not|can't|trouble|hard to) (swallow|breathe))\b/g,
    as: "$& allergic reaction",
  },
  {
    name: "infant fever",
    said: /\b((\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[ -](day|week|month)s?[ -]old|newborn|infant)\b(?=.{0,120}\b(hot|fever\w*|temperature|temp|thermometer|1\d\d(\.\d)?|3[89](\.\d)?|sleepy|lethargic|not eating|barely eating|floppy)\b)/g,
    as: "$& baby fever emergency",
  },
  {
    name: "fever",
    said: /\b(feels? (really |super |very )?hot|burning up|thermometer (says|reads|shows)|temp(erature)? (of|is|was|says) \d+)\b/g,
    as: "$& fever",
  },
  {
    name: "charges not made",
    said: /\b(charges?|transactions?|purchases?|payments?|withdrawals?|transfers?)\b.{0,80}\b(never (used|made|bought|authori[sz]ed|been to|heard of|ordered)|(did not|didn't) (make|authori[sz]e|buy|order|do (that|this|it|them))|not (mine|me)|do not recogni[sz]e|don't recogni[sz]e)\b/g,
    as: "$& fraud charges you don't recognize money moved without permission",
  },
  {
    name: "a driver in danger",
    said: /\b(driver|he|she|they|the guy)\b.{0,30}\b(nodding off|falling asleep|fell asleep|asleep at the wheel|drifting (into|across|over)|swerving|weaving|drunk|smells? (like|of) (alcohol|booze|beer|liquor)|texting while driving|on (his|her|their) phone while driving|speeding like crazy|running red lights)\b/g,
    as: "$& danger emergency",
  },
  {
    name: "swallowed something",
    said: /\b(got into|ate|eaten|swallowed|drank|drunk|chewed|ingested|had)\b.{0,40}\b(pills?|vitamins?|medicine|medication|meds|bleach|cleaner|detergent|pods?|button batter(y|ies)|batter(y|ies)|chemicals?|gummies|gummy \w+|tablets?|antifreeze|rat poison|edibles?)\b/g,
    as: "$& poison",
  },
  {
    // "got into the cabinet under the sink, blue stuff around his mouth": what a child may have swallowed.
    name: "into the cleaning things",
    said: /\b((got|gotten|get|getting) into (the |a |my |our )?(cabinet|cupboard|medicine cabinet|cleaning (stuff|supplies|products)|garage|stuff under the sink|bottles?)( under the (kitchen |bathroom )?sink)?|(stuff|something|powder|liquid|foam|residue|goo|gel)\b.{0,25}\b(around|on|in|all over|coming out of) (his|her|their|my|the) (mouth|lips|face))\b/g,
    as: "$& swallowed poison",
  },
  {
    name: "hard to wake",
    said: /\b(really |very |super |so |kind of |acting )?(sleepy|drowsy|floppy|lethargic|out of it|hard to wake( up)?|not waking( up)?|won'?t wake( up)?|can'?t wake (him|her|them))\b/g,
    as: "$& hard to wake",
  },
  {
    // "texts about purchases in Ohio and I live in Oregon; my card is in my hand": charges nobody made.
    name: "charges from far away",
    said: /\b(purchases?|charges?|transactions?|payments?|withdrawals?)\b.{0,80}\b(i live in|i am in|i'?m in|never been to|i am not in|i'?m not in|card is (literally |still |right )?(in my hand|here|right here|with me|in my wallet))\b/g,
    as: "$& fraud charges you don't recognize",
  },
  {
    name: "stolen",
    said: /\b(grabbed|snatched|swiped|lifted|pickpocket\w*|mugged|robbed|took) (my|our|his|her) (bag|purse|wallet|backpack|phone|cards?)\b|\bsomeone (stole|took|grabbed|snatched)\b/g,
    as: "$& stolen",
  },
  {
    name: "stroke signs",
    said: /\b((face|mouth|side|smile|eye|eyelid|arm|leg)\b.{0,30}\b(droop\w*|numb|went weak|gone weak|is weak|sagging)|(words|speech|talking|speaking)\b.{0,25}\b(funny|slurr\w*|weird|garbled|jumbled|strange|coming out wrong|not making sense))\b/g,
    as: "$& stroke emergency",
  },
  {
    // A person in crisis rarely says the word: hopelessness, not wanting to be here, harming oneself.
    name: "a person in crisis",
    said: /\b((do not|dont|cannot|can not|cant) (really |even |just |honestly )?see (the |any |much )?point ((of|in) (anything|living|life|going on|it all|any of (it|this)|trying|getting up)|anymore|any more)|no (point|reason) (in |to )?(living|going on|being here|anything|life)|(what is|whats) the point (of|in) (anything|living|life|going on|it all|any of (it|this)|trying)|(do not|dont|no longer) (want|wanna) to (be here|be alive|live|wake up|exist|go on)( anymore| any more)?|(want|wanna|going) to (die|disappear|end it|end (my|it) (life|all))|end (it|my life|it all)|kill(ing)? myself|hurt(ing)? myself|harm(ing)? myself|better off without me|(cannot|can not|cant) (go on|do this) (anymore|any more)|(feel|feeling|i am|im) (so |really |completely )?(hopeless|worthless|empty)|nothing matters( anymore| any more)?|giving up on (everything|life))\b/g,
    as: "$& crisis harming yourself suicidal emergency",
  },
  {
    name: "water",
    said: /\b(water (coming|dripping|pouring|leaking|running|gushing) (in|through|from|down|out)|ceiling (is )?(dripping|leaking)|(toilet|sink|tub|washer|dishwasher|water heater) (is )?(overflowing|flooding|leaking everywhere)|puddles? (on|all over) the floor)\b/g,
    as: "$& flooding",
  },
];

/** What sounds like a danger but is not one: a caller held up by traffic is running late. */
const NOT_DANGER: Concept[] = [
  {
    name: "held up by traffic",
    said: /\b(stuck|sitting|caught|delayed|held up|backed up|jammed)( \w+){0,2} (behind|in|by|because of) (a |an |the |some )?(wreck|accident|crash|traffic|construction|pileup|pile-up)\b/g,
    as: "stuck in traffic, running late",
  },
];

/** A caller's ways of asking about a rule the business saved. */
const CALLER: Concept[] = [
  {
    name: "what to bring",
    said: /\b((anything|what|stuff|things?|something)( else)? (i|we) (should|need to|have to|must|got to|ought to|gotta) (bring|have with (me|us)|take with (me|us)|carry)|(bring|take) (anything|something)( special| with me| along)?|need anything (for|with me|before))\b/g,
    as: "what to bring",
  },
  {
    name: "refund",
    said: /\b((lose|lost|forfeit|keep|get back) (what (i|we) (paid|spent|put down)|my money|our money|the money|my deposit|our deposit|the deposit|the fare|my fare|what i paid)|(get|getting|have|see) (my|our|any|some|the|that) money back|(get|getting) (anything|something|any of it|it|that|the \$?\d+) back|refunded|reimburs\w*)\b/g,
    as: "$& refund",
  },
  {
    name: "cancel",
    said: /\b((do not|no longer|dont) need (the|my|our|that|this) ([\w-]+ ){0,3}(pickup|ride|booking|appointment|reservation|table|room|session|visit|tour|viewing|transfer|shuttle|slot|class|lesson|car|trip)( \w+)?( anymore| any more)?|(plans?|flight|trip) (got |has |have )?(changed|moved|cancelled|canceled)|(got|was|is|been) called off|\b(bail|back out|pull out|drop out|flake)\b)\b/g,
    as: "$& cancel",
  },
  {
    name: "send documents",
    said: /\b(e-?mail (it|them|these|those|my \w+|the \w+|you)( over| to you| in)?|send (it|them|these|those|my \w+)( over| in)? (by|over|via|through) e-?mail|(get|send) (you|it to you|them to you) (my )?(\w+ )?(documents?|forms?|paperwork|w2s?|1099s?|statements?))\b/g,
    as: "$& send email documents",
  },
];

/** A caller's situations that a saved rule speaks to without sharing its words. */
const SITUATIONS: Concept[] = [
  {
    name: "not coming",
    said: /\b((just )?(do not|dont|not|will not|wont|cannot|can not|cant) (come|come in|show|show up|make it|turn up)( at all| today| tomorrow)?|skip (it|my|the|our) (session|appointment|visit|class|lesson|booking|reservation)|(is it|would it be|will it be|is that) (a )?(big deal|problem|issue|bad))\b/g,
    as: "$& what if no-show cancel",
  },
  {
    name: "getting around",
    said: /\b(walkers?|wheelchairs?|canes?|crutches|mobility|scooter|(can ?not|cannot|can'?t|struggles? (with|on)) (do |climb |manage |handle )?(the )?stairs|bad (knees?|hips?|back)|get up there|up (the|those) stairs|(third|3rd|second|2nd|fourth|4th|fifth|5th|upper|top) floor)\b/g,
    as: "$& accessible elevator step-free stairs",
  },
  {
    name: "a stop on the way",
    said: /\b((swing|stop|drop) (by|off|at)|pick up|grab|get|collect)\b.{0,40}\b(on the way|along the way|en route|on our way|on my way)\b|\b(an|one|a second|another) (extra )?stop\b/g,
    as: "$& extra stop",
  },
  {
    name: "a grace period",
    said: /\b(grace period|how late can (i|we) pay|(pay|paying) (a (few|couple of) days )?late)\b/g,
    as: "$& late fee",
  },
  {
    name: "running behind",
    said: /\b(running (like |about |maybe |around |a bit |a little )?((\d+|a few|fifteen|twenty|ten) (min|mins|minute|minutes) )?behind|behind schedule|(get|be|arrive|show up|make it) (there )?(like |about |around |maybe )?(\d+|a few|fifteen|twenty|ten) (min|mins|minute|minutes) (after|late|past))\b/g,
    as: "$& running late",
  },
  {
    name: "me and my partner",
    said: /(?<=\b(how much|costs?|prices?|tickets?|fares?|admission)\b.{0,80})\b(my (wife|husband|partner|boyfriend|girlfriend|spouse|fiance|fiancee)|two adults|the adults|grown.?ups)\b|\b(my (wife|husband|partner|boyfriend|girlfriend|spouse)|two adults|grown.?ups)\b(?=.{0,80}\b(how much|costs?|prices?|tickets?|fares?|admission)\b)/g,
    as: "$& adult",
  },
  {
    name: "a complaint about an order",
    said: /\b((ice |stone )?cold|burnt|raw|soggy|wrong order|(you |they )?(forgot|missed|left out) (the |my |our )?\w+|never (came|showed|arrived|got here)|took (forever|over an hour|an hour)|waited (over |more than )?(an hour|forever|\d+ (min|minutes|hours)))\b/g,
    as: "$& complaint something was wrong with your order",
  },
  {
    name: "noise",
    said: /\b(screaming|yelling|shouting|slamming|banging|blasting|partying|loud (music|neighbors|people|party)|so loud|(too )?noisy|noise)\b/g,
    as: "$& noise complaints",
  },
  {
    name: "an application",
    said: /\bapp (fee|form|status|process)\b/g,
    as: "application $1",
  },
  {
    name: "jewelry",
    said: /\b(necklaces?|rings?|bracelets?|earrings?|gold|silver|diamonds?|pearls?)\b(?! (road|street|line|tone|bell|finger))/g,
    as: "$& jewelry",
  },
  {
    name: "in the box",
    said: /\b(toss|put|throw|pack|stick|include|add|slip)\b.{0,40}\b(in|into) (there|the box|the package|the parcel|it|the shipment)\b/g,
    as: "$& ship",
  },
  {
    name: "smoking",
    said: /\b(cigars?|cigarettes?|cigs?|vap(e|es|ing)|e-?cig\w*|smok\w*|hookah|joints?|weed)\b/g,
    as: "$& smoking",
  },
  {
    name: "a deadline",
    said: /\b((get|have|file|send) (it|them|my \w+|everything|things) (in|done|filed|sent|submitted) (on|in) time|make the deadline|on time for)\b/g,
    as: "$& deadline filed",
  },
  {
    name: "my papers",
    said: /\b(my|our|the) (stuff|paperwork|papers|docs|forms|receipts|w-?2s?|1099s?)\b/g,
    as: "$& documents",
  },
  {
    name: "early check-in",
    said: /\b((get|check|come|go) in(to)? ((the|our|my) room )?(any )?(earlier|early|sooner|right away|straight away|before (then|that|\d))|(land|lands|landing|arrive|arriving|get there|getting there|be there|get in)\b.{0,30}\b\d{1,2} ?(am|a m|in the morning)\b|early check.?in)\b/g,
    as: "$& early check-in",
  },
  {
    name: "a minor alone",
    said: /\b((my )?(son|daughter|kid|child|teen|teenager)('s| is)? (1[0-7]|thirteen|fourteen|fifteen|sixteen|seventeen)|(1[0-7]|thirteen|fourteen|fifteen|sixteen|seventeen)[ -]?(year[ -]old|yo)|by (herself|himself|themselves)|(go|come|be seen|drive) (in )?(alone|on (her|his|their) own)|without (me|a parent|us))\b/g,
    as: "$& minor child parent guardian",
  },
  {
    name: "a guest staying",
    said: /\b((my |our |a )?(brother|sister|friend|cousin|mom|mother|dad|father|parents?|boyfriend|girlfriend|gf|bf|partner|fiance\w*|roommate|relative|buddy|in-laws?|kid|son|daughter|guest)s?\b( \w+){0,4} (is |are |will be |gonna |going to )*(crash\w*|stay\w*|liv\w*|mov\w* in|sleep\w* over|join\w* us)|(crash|stay|sleep)\w* (at|on) (my|our) (place|couch|apartment|unit))\b/g,
    as: "$& extra guest stay overnight",
  },
  {
    name: "documents late",
    said: /\b((my |all my |our )?(stuff|paperwork|docs|papers|forms|documents) (together|ready|in order|in)\b|(so |really |way )?behind (this year|on (my|our) (taxes|paperwork)))/g,
    as: "$& documents late",
  },
  {
    name: "young people",
    said: /\b(teen\w*|kids?|children|child|minors?|underage|(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)[ -]?(yo|year[ -]olds?))\b/g,
    as: "$& minor",
  },
  {
    name: "an age said",
    said: /\b(are|is|am|i am|were|both|all|only|just) (both |all |only |just )?(1[0-9]|20)\b(?! (of|people|guests|minutes|dollars|percent|%|nights?|days?|hours?))/g,
    as: "$& minor age",
  },
  {
    name: "looked at",
    said: /\b((get|be|getting) (\w+ ){0,3}(looked at|seen|checked( out)?)|see (a|the) (doctor|provider|nurse))\b/g,
    as: "$& self-pay office visit check exam",
  },
  {
    // "A crown, no insurance": paying oneself for the thing named, not an office visit.
    name: "no insurance",
    said: /\b((no|without|don't have|do not have|got no) insurance|uninsured)\b/g,
    as: "$& self-pay",
  },
  {
    name: "hearing back",
    said: /\b(hear back|get an answer|find out|know if (we|i) (got|are approved|are in))\b/g,
    as: "$& reviewed application policy",
  },
  {
    name: "holding a place",
    said: /\b((make sure|so that|so) (nobody|no one|noone|someone|somebody) (else )?(grabs|takes|gets|rents|books|snags)|hold (it|the (unit|apartment|place|room|date|spot|table|car))|(reserve|secure|lock in|save|take) (it|the (unit|apartment|place|home|house)) off the market|(secure|lock in|save|claim) (it|the (unit|apartment|place|home|house|spot)))\b/g,
    as: "$& hold secure reserve deposit",
  },
  {
    name: "staying later",
    said: /\b(stay (until|til|till|to) \d{1,2}|stay (later|longer|past|a bit longer|an extra)|check ?out (later|late)|(later|late) check.?out|keep the room (until|til|till|longer|later))\b/g,
    as: "$& late checkout",
  },
  {
    name: "still available",
    said: /\b(still) (open|free|up|listed|on the market|around)\b/g,
    as: "still available",
  },
  {
    name: "bringing our own",
    said: /\b(bring|bringing|brought|take|carry) (in )?(our|my|your|his|her|their) own\b/g,
    as: "$& outside bring",
  },
  {
    name: "paying more",
    said: /\b(pay|paying|cost|costs|charge|charged) (more|extra|anything extra)\b/g,
    as: "$& extra fee",
  },
  {
    name: "arriving late at night",
    said: /\b((get|arrive|arriving|land|lands|landing|getting|be|roll up|rolling up|roll in|rolling in|get in|come in|show up|pull in|make it) (there |in |at the \w+ )?(till|until|til|around|after|at|close to|near|by) (like |about |around )?(midnight|\d{1,2}(:\d\d)? ?(pm|am)?|late)|let (us|me) in|anyone (be )?(up|awake|around) (to|at))\b/g,
    as: "$& arriving late let in",
  },
  {
    name: "bringing it",
    said: /\b(bring|take|carry|open|have) (it|them|one|that|those|these)( in| along| with (me|us))?\b/g,
    as: "$& bring",
  },
];

/** A buyer's ways of naming an offer, a feature or a wish about the company's own product. */
const VOXA: Concept[] = [
  {
    name: "paid session",
    said: /\b(the |a |an )?(((one|1|an?)[ -]?hour|(60|sixty)[ -]?minute)s?[ -]?(long )?(one|session|call|meeting|consult\w*|thing|option|version|strategy (thing|session|call|meeting))|hour[ -]long( one| session| call| meeting| thing| option)?|(60|sixty)[ -]?minute(?! (of|a) (my|our) (own )?time))\b|\bpaid (one|consult\w*|meeting|chat|thing|version|option|strategy (call|thing|meeting|chat))\b|\b(the )?(one|version|option|session|call|thing) (you|i|we) (have to |gotta |need to )?pay for\b|\b(the |a |an )?(?<!\d[ -]?)hour (one|session|call|option|version|thing)\b/g,
    as: " paid strategy session ",
  },
  {
    name: "free call",
    said: /\b(the )?(free|quick|30[ -]?minute|half[ -]hour|thirty[ -]minute|short|intro\w*) (chat|consult\w*|meeting|convo|conversation|talk|call)\b/g,
    as: " free strategy call ",
  },
  {
    name: "either call",
    said: /\b(consultations?|consults?|strategy (thing|meeting|chat|stuff|one)|which (one |call |session )?(should|do|would|can) (i|we) (book|pick|choose|start with|do))\b/g,
    as: " strategy call or paid strategy session ",
  },
  {
    name: "hear it",
    said: /\b((recordings?|audio|clips?|examples?|samples?|demos?)\b( \w+){0,3} (of|with) (it|the (agent|ai|bot|assistant|voice)|an? (agent|ai|bot))( \w+){0,2} (talking|speaking|answering|handling|taking|on (a|the) (call|phone))|(demo|sample|example|test|recorded|real) (phone )?calls? (i|we) (can|could) (listen|hear)|(listen|hear)\w*( to)? (a |an |the |one |some )?(demo|sample|example|recording|test call|real call|voice)|(how|what) (it|the (agent|ai|voice|bot|assistant)|your (agent|ai|voice|bot)) (actually |really )?sounds?( like)?(?! like a (robot|machine|human|person|real))|(hear|listen to) (it|the (agent|ai|bot|assistant)|your (agent|ai|bot|voice agent)) (talk|speak|answer|in action|work|live|first))\b/g,
    as: " can i hear a sample call ",
  },
  {
    name: "hear it, broadly",
    said: /\b((example|sample|demo|test|recorded|real|actual) (phone )?(calls?|recordings?|conversations?|audio)|(listen|hear|play)\b(?! (back|later|again|to (my|our|the|your) (own )?(calls|recordings)))|videos?\b.{0,30}\b(of it|working|in action|demo)|demo videos?|watch (it|a demo)( work\w*| in action)?|(call|phone|ring|dial) (it|the (agent|ai|bot|demo|assistant)|your (agent|ai|bot|demo))\b( \w+){0,8} (test|try|customer|customers|caller|callers|patient|patients|guest|guests|client|clients|myself|cell|phone|mobile)\b|(pretend|act|play|role.?play)\w* (to be |as |like )?(a |an |one of (my|our) )?(customers?|callers?|patients?|guests?|clients?|tenants?|diners?|riders?)\b|role.?play\w*|(talk|speak) to (it|the (agent|ai|bot)|your (agent|ai|bot)) (myself|live|on the phone|first|before))/g,
    as: "$& can i hear a sample call ",
  },
  {
    // "Does the price go up the more calls we get?": usage, not a change of price list.
    name: "more calls, more cost",
    said: /\b(does|will|would|do) (the )?(price|cost|bill|it|that|you) (go|goes|get|gets|charge) (up|higher|bigger|more)( \w+){0,3} (the more|if|when|as|with (more|extra))( \w+){0,4} (calls?|minutes?|volume|busier|busy)\b|\bthe more (calls|minutes) (we|i) (get|take|use|have)\b|\b(if|when) (the )?calls (go|goes) up\b/g,
    as: " is it billed per call by the minute ",
  },
  {
    name: "a number to call it on",
    said: /\b(is there |do you have |got )?(a |any )?(phone )?(number|line) (i|we) (can|could) (call|ring|dial)\b/g,
    as: "$& call it myself like a customer can i hear a sample call ",
  },
  {
    name: "something to play to someone",
    said: /\b((a |any |an )?(recording|audio|clip|example)s? (i|we) (can|could) (send|share|show|play|forward)|(send|share|show|play|forward) (it |them |one )?(to )?(my|our) (boss|partner|team|wife|husband|co-?founder|cofounder|manager|staff|owner))\b/g,
    as: "$& can i hear a sample call ",
  },
  {
    name: "a person on the phones instead",
    said: /\b((college |high school |a |some )?(kid|student|teen|teenager|intern|temp|person|someone|somebody|assistant|guy|girl|family member)\b.{0,40}\b(answer|answering|pick up|picks up|take|taking|cover|covering|handle|handling) (the |our |my )?(phones?|calls)|why (pay|use|buy|need) (you|this|it|an ai))\b/g,
    as: "$& why not hire a receptionist instead",
  },
  {
    name: "referring clients",
    said: /\b((send|refer|point|bring|introduce|pass) (them|people|clients|customers|businesses|friends|folks|my clients|leads)( \w+){0,2} (your way|to you|over to you)|(get|earn|make) (a|any) (cut|kickback|commission|bonus|referral)|finder'?s fee|kickbacks?|referral (fee|bonus|money))\b/g,
    as: "$& affiliate referral program",
  },
  {
    name: "my link",
    said: /\b((clicks?|uses?|used|follows?|followed) (on )?my (referral |affiliate |personal )?(link|code)|my (referral|affiliate|personal) (link|code))\b/g,
    as: "$& affiliate referral program",
  },
  {
    name: "instagram leads",
    said: /\binstagram\b(?=.{0,80}\b(something|anything|solution|offer|package|help|handle|answer|reply|respond|manage|keep up|take care of|do you have|for that|for this|automat\w*)\b)/g,
    as: "instagram package",
  },
  {
    name: "a caller wants staff",
    said: /\b(if|when) (someone|somebody|a caller|a customer|a patient|a guest|a client|callers|customers|patients|people|they)\b.{0,30}\b(real person|a human|someone real|live person|(talk|speak) to (a |an )?(actual |real |live )?(person|human|someone))\b|\b(pass|send|put|forward|connect|hand|route|transfer) (them|the caller|callers|it|the call|calls)( \w+){0,2} (to|through to|over to) (my|our|a|the) (receptionist|staff|team|front desk|person|human|manager|office|phone|cell|assistant)\b/g,
    as: " if a caller asks for staff, can it transfer the call to staff ",
  },
  {
    name: "after hours",
    said: /\b((at|around|like) \d{1,2} ?(am|pm)\b|(in the )?middle of the night|overnight|on (a )?(sunday|saturday|weekend|holiday)s?\b|when (nobody|no one|nobody is|we are|were|the office is|everyone is|we're) (is |are )?(in|here|around|closed|off|out|gone|home|asleep)( the office)?)/g,
    as: "$& after-hours 24/7 ",
  },
  {
    // "…or a client just wants a real person?": a caller asking for staff, not the visitor.
    name: "a caller wants a person",
    said: /\b(can |could |will |do )?(a |the |my |our |some )?(caller|customer|patient|guest|client|tenant|diner|rider|passenger|people|callers|customers|patients|guests|clients|tenants)s? (just |really |only |still |actually )?(can |could )?(wants?|asks? for|needs?|prefers?|insists? on|demands?|get|reach) (to (talk|speak|chat) (to|with) )?(a |an )?(real |actual |live )?(person|human|someone real|human being|staff member)\b/g,
    as: " if a caller asks for staff, can it transfer the call to staff ",
  },
  {
    name: "the least I can spend",
    said: /\b((the )?(bare |absolute )?minimum (i|we) (can|could|would|have to|need to|must) (spend|pay|put in)|(the )?least (i|we) (can|could) (spend|pay|get away with)|how little (can|could) (i|we) (spend|pay)|(the )?(bare |absolute )?minimum (cost|price|spend|budget|investment))\b/g,
    as: "the cheapest way to get started",
  },
  {
    name: "out the money",
    said: /\b((am|are) (i|we) (just )?out (the|my|our) money|out the money|(lose|lost|losing) (the|my|our|all (the|my|our)) money|(does not|doesnt|doesn't|did not|will not|won't) (work|pan out|deliver)( out)? for (my|our|me|us)( \w+)?|(it |if it |what if it )?(just )?(does not|doesnt|doesn't) work)\b/g,
    as: "$& refund not happy",
  },
  {
    name: "the demo as the product",
    said: /\b(is (this|it) (chat|bot|assistant|thing|demo)? ?(basically |really |actually |just |exactly )?what (i|we)( would| will|'d|d)? ?(be )?(get|getting|buying|paying for)|(this|the same) (exact )?(bot|chat|assistant|thing|demo) (answering|on|for|running) (my|our))\b/g,
    as: " is this demo the product ",
  },
  {
    name: "losing what was paid",
    said: /\b(do|would|will) (i|we) (lose|forfeit) (the|my|our|that) (\$ ?\d+|money|payment|deposit|fee|\d+)\b|\b(is|was) (my|our|the) (money|payment|\$ ?\d+) (gone|lost|wasted)\b/g,
    as: "$& refund",
  },
  {
    name: "the book",
    said: /\b(the |that |your )?(\$ ?\d+(\.\d+)? |\d+(\.\d+)? ?(dollar|buck)s? )?(book|e-?book|pdf|guide) (thing|one|offer|deal|you sell)\b|\b(the |that |your )(\$ ?\d+(\.\d+)?|\d+(\.\d+)? ?(dollar|buck)s?) (book|e-?book|guide)\b|\b(an )?actual book\b/g,
    as: " the ebook ",
  },
  {
    name: "no good",
    said: /\b(it is|its|it's|turns out|ends up|is) (garbage|trash|rubbish|junk|useless|worthless|a dud|no good|crap|bad)\b|\b(it )?sucks\b/g,
    as: "$& not happy refund",
  },
  {
    // "If I type real patient stuff in here, does it get saved anywhere?": the demo's own records.
    name: "does what I type get saved",
    said: /(?<=\b(type|typed|typing|enter|entered|put|paste|in here|this chat|the demo|this demo)\b.*)\b(does|will|would|is|are) (it|this|that|anything|any of (it|that|this)|they) (get |be |being )?(saved|stored|kept|logged|recorded)( anywhere| somewhere)?\b/g,
    as: " is this demo recorded what i type ",
  },
  {
    name: "a person first",
    said: /\b(talk|speak|chat) (to|with) (an? )?(actual|real|live)? ?(human|person|someone|somebody)\b/g,
    as: "talk to a person",
  },
  {
    name: "a written plan",
    said: /\b((walk away with|get|receive|leave with) (anything|something) (written|in writing)|written (down|report|plan|summary)|in writing)\b/g,
    as: "$& written action plan paid strategy session",
  },
  {
    name: "thousands",
    said: /\b(\d{1,2}) ?(grand|k)\b/g,
    as: "$$$1,000",
  },
  {
    name: "too much",
    said: /\$[\d,]+ for (a|an|the|some|this|one) (phone |little |stupid |fancy )?(robot|bot|ai|machine|answering machine|chatbot)\b|\b(is|sounds|seems|that is|that's) (nuts|crazy|insane|ridiculous|way too much|a ripoff|a rip-off|steep)\b/g,
    as: "$& too expensive",
  },
  {
    name: "what is kept of the demo",
    said: /\b((saving|storing|keeping|logging|recording) (everything|anything|what|all|stuff) (i|we) (type|say|write)|(recording|record) (me|us|my voice)|(saving|storing|keeping) (this|my) (chat|conversation|messages?))\b/g,
    as: "$& is this demo recorded what i type",
  },
  {
    name: "the top tier",
    said: /\b(top|highest|biggest|most expensive|most costly|costliest|dearest|priciest|fanciest|max|maxed out) (tier|plan|package|option|level|one|thing|product|offer)( stuff)?( (you|you guys|u|u guys|y'?all) (sell|have|offer|do))?\b/g,
    as: "premium plan",
  },
  {
    name: "the one that costs $250",
    said: /\b(costs?|for|pay|paying|is|that is) \$?250( dollars| bucks)?\b|\b(a|the|that) \$?250( dollar| buck)? (thing|one|session|option|call|meeting)\b/g,
    as: "$& paid strategy session",
  },
  {
    name: "the chat bubble",
    said: /\bchat (bubble|box|widget|window|thing|popup|pop-up)\b|\blittle chat\b/g,
    as: "website chat",
  },
  {
    name: "comments on posts",
    said: /\b(comment\w*) (on|under) (my|our) (instagram|posts?|reels?)\b|\b(instagram) (posts?|comments?)\b/g,
    as: "$& instagram comments",
  },
  {
    name: "talking to it by voice",
    said: /\b((can|could) (i|we) )?(speak|talk) (to|with) (it|the (agent|ai|bot|assistant)|your (agent|ai|bot))( \w+){0,2} (out loud|by voice|with my voice|instead of typing|not typing|on the phone)\b/g,
    as: " can i hear a sample call ",
  },
  {
    name: "by voice",
    said: /\b(with my voice|out loud|by voice|voice instead of typing|not typing|instead of typing|speak to it|talk to it (out loud|by voice|with my voice))\b/g,
    as: "$& can i hear a sample call ",
  },
  {
    name: "hiring someone for the phones",
    said: /\b((already |currently )?(pay|paying|use|using|have|got) (for )?(an? |our |my )?(answering service|call cent(er|re)|virtual receptionist|receptionist service|phone service)|why (would|should) (i|we) (switch|change|move)( to you| over)?|(hire|hiring|pay|paying) (a |an |some |one )?(part[- ]time |full[- ]time |cheap |local )?\w+ to (answer|grab|pick up|take|cover|handle|get|man) (the )?(phones?|calls)|instead of (just )?(hiring|paying|getting) (a|an|someone|somebody))\b/g,
    as: "$& why not hire a receptionist instead",
  },
  {
    name: "texts",
    said: /\b((appointment |text |sms )?reminders?|no[ -]?shows?|confirmations? (by )?(texts?|messages?)|(texting|text) (thing|feature|function|option|add.?on|part)|the texting|missed[ -]calls?( \w+)? text\w*|text[ -]?back|(send|sends|sending) (out )?(appointment )?reminders?)\b/g,
    as: "sms $&",
  },
  {
    name: "into the crm",
    said: /\b(put|putting|puts|log|logging|logs|send|sending|push|pushing|sync\w*|save|saving|enter|entering|add|adding|dump|dumping|get|getting)\b( \w+){0,4} (in|into|to|with|on) (my|our|the) crm\b/g,
    as: "$& crm integration",
  },
];

function apply(text: string, concepts: Concept[]): string {
  // What a visitor quotes ("people comment 'price??'") is what others say, not what they ask.
  let t = text.replace(/(^|\s)'[^']{1,40}'|"[^"]{1,40}"/g, "$1something");
  for (const c of concepts) t = t.replace(c.said, c.as);
  return t.replace(/\s+/g, " ").trim();
}

/** The message with each concept named in the words the role's rules read. */
export function inConcepts(text: string, role: DemoRole): string {
  return apply(text, role === "caller" ? [...NOT_DANGER, ...DANGER, ...CALLER, ...SITUATIONS] : [...DANGER, ...VOXA]);
}
