import { site } from "./site";
import type { Conversation } from "./conversation";
import { benefit, conversation, feature } from "./blocks";
import type { Benefit, Feature } from "./types";

/**
 * The 24 healthcare specialties of the marketplace (spec §2 "Healthcare marketplace").
 * The marketplace cards use `title`, `summary` and `icon`; each entry is also a page of
 * its own at `path`, rendered by one template. Pure data: app/routes.ts imports it.
 */

/** Icons drawn by `~/components/sections/specialty-icon`. */
export type SpecialtyIcon =
  | "stethoscope"
  | "brain"
  | "heart-pulse"
  | "baby"
  | "pill"
  | "hospital"
  | "microscope"
  | "siren"
  | "scan"
  | "video"
  | "sun"
  | "smile"
  | "hand-heart"
  | "person-standing"
  | "ribbon"
  | "venus"
  | "radiation"
  | "shield-plus"
  | "activity"
  | "briefcase-medical"
  | "shield-check"
  | "house-plus"
  | "headphones"
  | "apple";

export type Specialty = {
  slug: string;
  path: string;
  /** Card title and the short name used across the site. */
  title: string;
  icon: SpecialtyIcon;
  /** Card description on the marketplace; the search matches it and the title. */
  summary: string;
  seoDescription: string;
  hero: { title: string; subtitle: string };
  /** What the AI voice agent does for this specialty. */
  overview: string;
  conversation: Conversation;
  workflows: Feature[];
  benefits: Benefit[];
};

export const specialties: Specialty[] = [
  {
    slug: "primary-care",
    path: "/primary-care",
    title: "Primary Care",
    icon: "stethoscope",
    summary: "Visit booking, refill requests and after-hours answering for busy family and internal medicine practices.",
    seoDescription:
      "AI voice agents for primary care: book visits by type, capture refill requests and answer after-hours calls around the clock.",
    hero: {
      title: "AI Voice Agents for Primary Care Practices",
      subtitle:
        "Monday mornings, flu season and the lunch hour no longer mean a ringing phone and a full voicemail box. Your agent answers every patient, books the right visit type and sends clinical questions to the right person.",
    },
    overview:
      `Primary care phones carry everything at once: new-patient intake, annual physicals, sick visits, refill requests, referral questions and lab callbacks. The ${site.name} voice agent recognizes which call is which, books directly into your schedule using your visit-type rules, collects the details your nurses need before a callback, and hands urgent symptoms to a person immediately, following an escalation script your clinical team writes.`,
    conversation: {
      caption: "A patient calls at 7:55 am on a Monday",
      lines: [
        conversation.caller("Hi, I need to see Dr. Patel about a cough that won't go away."),
        conversation.agent(
          "I'm sorry you're feeling unwell. Dr. Patel has a same-day sick visit at 3:40 this afternoon, or tomorrow at 9:15. Which works better?",
        ),
        conversation.caller("This afternoon, please."),
      ],
      outcome: "Sick visit booked · Note added for the care team",
    },
    workflows: [
      feature(
        "calendar",
        "Visit-Type Aware Scheduling",
        "Books physicals, sick visits, follow-ups and new-patient appointments into the right slot length and provider, following your templates.",
      ),
      feature(
        "check",
        "Refill and Referral Requests",
        "Captures the medication, dose and pharmacy, or the referral details, and routes a structured task to the right nurse or coordinator.",
      ),
      feature(
        "clock",
        "After-Hours Answering",
        "Answers nights and weekends, gives hours and directions, and follows your on-call escalation rules for anything urgent.",
      ),
      feature(
        "mail",
        "Wellness and Recall Outreach",
        "Calls patients due for annual wellness visits, screenings and follow-ups, and books them before the call ends.",
      ),
    ],
    benefits: [
      benefit("No-shows cut up to 30%", "Confirmation calls and texts with one-step rescheduling keep every provider's day full."),
      benefit(
        "Staff workload cut up to 50%",
        "Your front desk stops re-typing phone requests and spends that time with the patients in the room.",
      ),
    ],
  },
  {
    slug: "mental-health",
    path: "/mental-health",
    title: "Mental Health",
    icon: "brain",
    summary: "Confidential intake, clinician matching and crisis-protocol routing for therapy and behavioral health practices.",
    seoDescription:
      "AI voice agents for mental health practices: confidential intake, clinician matching, session reminders and crisis routing.",
    hero: {
      title: "AI Voice Agents for Mental Health and Behavioral Health Practices",
      subtitle:
        "Reaching out is the hardest step. Make sure every caller reaches a calm, patient voice that books their first session, not a voicemail box that never calls back.",
    },
    overview:
      "The agent handles first contact with care. It explains your services and fees, checks insurance and availability, matches new clients to clinicians by specialty and schedule, and books the intake session. It never attempts counseling: if a caller mentions self-harm or crisis, it follows your protocol at once, shares the 988 Suicide & Crisis Lifeline and transfers the caller to your on-call clinician.",
    conversation: {
      caption: "A new client calls late in the evening",
      lines: [
        conversation.caller("I've been having a hard time lately and I think I need to talk to someone."),
        conversation.agent(
          "Thank you for calling. I'm glad you reached out, and I can help you find a therapist who fits. Would you prefer in-person sessions or telehealth?",
        ),
        conversation.caller("Telehealth, in the evenings if possible."),
      ],
      outcome: "Intake booked · Matched with an evening clinician",
    },
    workflows: [
      feature(
        "users",
        "Clinician Matching",
        "Matches new clients to therapists by specialty, modality, language, insurance and availability before booking the intake.",
      ),
      feature(
        "calendar",
        "Session Scheduling and Reminders",
        "Books recurring weekly sessions, sends discreet reminders and offers open slots when a client needs to reschedule.",
      ),
      feature(
        "shield",
        "Crisis Protocol Routing",
        "Recognizes crisis language and follows your escalation script immediately, including a warm transfer to your on-call clinician.",
      ),
      feature(
        "lock",
        "Discreet Communication",
        "Reminders never mention the type of practice or the reason for the visit unless the client opts in.",
      ),
    ],
    benefits: [
      benefit(
        "Fewer first contacts lost",
        "Every person who calls gets an answer and a booked intake, even at 11 pm, when many people finally decide to ask for help.",
      ),
      benefit("Clinicians protected from admin", "Waitlist calls, rescheduling and paperwork questions no longer interrupt session time."),
    ],
  },
  {
    slug: "cardiology",
    path: "/cardiology",
    title: "Cardiology",
    icon: "heart-pulse",
    summary: "Cardiac test scheduling with prep instructions, device-check reminders and post-procedure follow-up calls.",
    seoDescription:
      "AI voice agents for cardiology: book echoes and stress tests with prep instructions, remind device patients and follow up.",
    hero: {
      title: "AI Voice Agents for Cardiology Practices",
      subtitle:
        "Echoes, stress tests, device checks and post-procedure follow-ups all begin with a phone call. Let an AI voice agent handle them with the precision your cardiologists expect.",
    },
    overview:
      "Cardiology schedules are complex: tests need preparation instructions, device clinics run on strict intervals, and referred patients need records on file before their first visit. The voice agent books each test with the right prep instructions, reminds pacemaker and ICD patients about remote transmissions and device checks, calls patients after procedures with scripted recovery questions, and sends any report of chest pain or shortness of breath to your nurse line immediately.",
    conversation: {
      caption: "A referred patient calls about a stress test",
      lines: [
        conversation.caller("I was referred for a stress test. What do I need to do?"),
        conversation.agent(
          "I can book that now. The first opening is Thursday at 8:00 am. Please avoid caffeine for 24 hours beforehand and wear comfortable shoes. I'll text you these instructions as well.",
        ),
      ],
      outcome: "Stress test booked · Prep instructions sent by text",
    },
    workflows: [
      feature(
        "calendar",
        "Test Scheduling with Prep Instructions",
        "Books echocardiograms, stress tests and Holter monitor fittings and explains fasting, caffeine and medication instructions.",
      ),
      feature(
        "heart",
        "Device Clinic Reminders",
        "Reminds pacemaker and ICD patients about remote transmissions and in-office checks on your interval schedule.",
      ),
      feature(
        "phone",
        "Post-Procedure Check-In Calls",
        "Calls patients after catheterizations and ablations with your scripted questions and flags any concerning answer for a nurse.",
      ),
      feature(
        "database",
        "Referral Intake",
        "Collects the referring provider, reason for referral and records status so new patients arrive ready to be seen.",
      ),
    ],
    benefits: [
      benefit(
        "Call resolution time cut 50%",
        "Routine test and preparation questions are answered on the first call, with no hold and no callback.",
      ),
      benefit(
        "Safer follow-up",
        "Worrying symptoms mentioned on any call reach a nurse immediately, with a transcript of what the patient said.",
      ),
    ],
  },
  {
    slug: "pediatrics",
    path: "/pediatrics",
    title: "Pediatrics",
    icon: "baby",
    summary: "Sick-visit booking, immunization reminders and answers for parents, day and night, for pediatric offices.",
    seoDescription:
      "AI voice agents for pediatric practices: same-day sick visits, well-child checkups, immunization reminders and nurse routing.",
    hero: {
      title: "AI Voice Agents for Pediatric Practices",
      subtitle:
        "Parents call when their child is sick, and they all call at once. Give every parent an immediate, reassuring answer and a booked appointment.",
    },
    overview:
      "The agent speaks with parents the way your best front-desk staff do: warmly, quickly and clearly. It books sick visits and well-child checkups, schedules siblings back to back, reminds families when immunizations are due, answers questions about school and sports forms, and uses your nurse triage protocol to route fevers, breathing problems and injuries to a nurse straight away.",
    conversation: {
      caption: "A parent calls before school",
      lines: [
        conversation.caller("My daughter has had a fever since last night. Can she be seen today?"),
        conversation.agent(
          "I'm sorry she's not feeling well. I have a sick visit at 2:15 today with Dr. Ruiz. I'll also let our nurse know, in case you'd like advice before then.",
        ),
      ],
      outcome: "Sick visit booked · Nurse notified",
    },
    workflows: [
      feature(
        "calendar",
        "Sick and Well-Child Visits",
        "Books same-day sick visits and well-child checkups, and schedules siblings back to back when parents ask.",
      ),
      feature(
        "check",
        "Immunization Reminders",
        "Reminds families when shots are due, by age and your schedule, and books the visit on the same call.",
      ),
      feature(
        "message",
        "School and Sports Forms",
        "Takes form requests, explains turnaround times and lets parents know when forms are ready to collect.",
      ),
      feature(
        "headset",
        "Nurse Triage Routing",
        "Follows your triage protocol and connects urgent symptoms to a nurse immediately, at any hour.",
      ),
    ],
    benefits: [
      benefit(
        "Up to 80% shorter waits",
        "Parents reach a helpful voice in seconds during the morning rush instead of waiting on hold with a sick child.",
      ),
      benefit("A calmer front desk", "Routine calls are handled automatically, so staff can focus on the families in your waiting room."),
    ],
  },
  {
    slug: "pharmaceuticals",
    path: "/pharmaceuticals",
    title: "Pharmaceuticals",
    icon: "pill",
    summary: "Medical information requests, side-effect report intake and patient support program enrollment for drug makers.",
    seoDescription:
      "AI voice agents for pharmaceutical companies: approved medical information, side-effect intake and support program enrollment.",
    hero: {
      title: "AI Voice Agents for Pharmaceutical Companies",
      subtitle:
        "Patients, caregivers and prescribers call with questions around the clock. Answer them consistently, capture every safety report and enroll patients in support programs without growing your call center.",
    },
    overview:
      "Pharmaceutical call lines must be accurate, consistent and fully documented. The voice agent answers only from your medical, legal and regulatory reviewed content; recognizes possible adverse events and captures the required details before transferring to your pharmacovigilance team; verifies eligibility and enrolls patients in copay and support programs; and logs every interaction for audit.",
    conversation: {
      caption: "A patient calls the product information line",
      lines: [
        conversation.caller("I started the medication last week and I've been getting headaches. Is that normal?"),
        conversation.agent(
          "Thank you for telling me. I'm going to record this so our drug safety team can follow up with you. When did the headaches start, and how often do they happen?",
        ),
      ],
      outcome: "Possible adverse event captured · Routed to drug safety",
    },
    workflows: [
      feature(
        "message",
        "Approved Medical Information",
        "Answers frequently asked product questions strictly from approved, version-controlled response documents.",
      ),
      feature(
        "shield",
        "Adverse Event Intake",
        "Recognizes possible side-effect reports, collects the required details and escalates to pharmacovigilance the same day.",
      ),
      feature(
        "dollar",
        "Patient Support Enrollment",
        "Screens eligibility and enrolls patients in copay assistance, hub services and adherence programs.",
      ),
      feature("chart", "Complete Interaction Logs", "Every call is transcribed, summarized and stored for quality review and audit."),
    ],
    benefits: [
      benefit(
        "90% of routine calls automated",
        "Storage, dosing-schedule and program questions are answered instantly, so specialists take the complex calls.",
      ),
      benefit(
        "Consistent, reviewable answers",
        "The agent never improvises: it answers from approved content or transfers the caller to a specialist.",
      ),
    ],
  },
  {
    slug: "hospitals-health-systems",
    path: "/industries/hospitals-health-systems",
    title: "Hospitals & Health Systems",
    icon: "hospital",
    summary: "Central scheduling, switchboard routing and discharge follow-up calls across every department and campus.",
    seoDescription:
      "AI voice agents for hospitals and health systems: intelligent switchboard routing, central scheduling and discharge follow-up.",
    hero: {
      title: "AI Voice Agents for Hospitals and Health Systems",
      subtitle:
        "Thousands of calls a day, dozens of departments, one switchboard. Route every caller to the right place in seconds and take routine requests off your staff's plate.",
    },
    overview:
      "Health systems lose hours every day to transferred, dropped and misrouted calls. The voice agent acts as an intelligent front door: it understands in plain language why someone is calling, routes them to the right department or campus, handles central scheduling for outpatient services, answers visitor and billing questions, and runs post-discharge follow-up calls that help catch problems before they turn into readmissions.",
    conversation: {
      caption: "A family member calls the main number",
      lines: [
        conversation.caller("I'm trying to reach someone about my dad's bill from his stay last month."),
        conversation.agent(
          "I can help with that. I'll connect you to patient financial services. To save time, may I have the account number from the statement?",
        ),
      ],
      outcome: "Routed to billing · Account details attached",
    },
    workflows: [
      feature(
        "route",
        "Intelligent Switchboard",
        "Understands the reason for each call and routes it to the right department, campus or person without a phone tree.",
      ),
      feature(
        "calendar",
        "Central Scheduling",
        "Books outpatient imaging, lab work, therapy and specialist visits across locations, using each department's rules.",
      ),
      feature(
        "phone",
        "Discharge Follow-Up Calls",
        "Calls patients after discharge with scripted questions about medications, symptoms and follow-up appointments.",
      ),
      feature(
        "building",
        "Visitor and Facility Information",
        "Answers questions about visiting hours, parking, directions and department locations for every campus, 24/7.",
      ),
    ],
    benefits: [
      benefit(
        "Efficiency gains up to 70% in healthcare",
        "Operators and schedulers spend their time on the calls that truly need a person.",
      ),
      benefit("Fewer missed follow-ups", "Every discharged patient gets a call, and any concern is flagged to the care team right away."),
    ],
  },
  {
    slug: "medical-research",
    path: "/medical-research",
    title: "Medical Research",
    icon: "microscope",
    summary: "Clinical trial pre-screening, participant scheduling and visit reminders that keep studies on track.",
    seoDescription:
      "AI voice agents for clinical research: pre-screen trial candidates, book screening visits and keep participants on schedule.",
    hero: {
      title: "AI Voice Agents for Clinical and Medical Research",
      subtitle:
        "Recruitment is the slowest part of most studies. Answer every interested participant the moment they call, pre-screen them against your criteria and book their screening visit.",
    },
    overview:
      "Study teams spend countless hours returning calls from people who turn out to be ineligible. The voice agent answers inquiries from your recruitment campaigns at any hour, explains the study in IRB-approved language, asks your pre-screening questions, books eligible candidates for a screening visit with the coordinator, and reminds enrolled participants about visits, diaries and sample collection so fewer drop out.",
    conversation: {
      caption: "Someone calls after seeing a recruitment ad",
      lines: [
        conversation.caller("I saw an ad about a sleep study. Could I take part?"),
        conversation.agent(
          "Thanks for your interest. I'll ask a few short questions to see whether the study could be a fit. First, are you between 30 and 65 years old?",
        ),
      ],
      outcome: "Pre-screen passed · Screening visit booked",
    },
    workflows: [
      feature(
        "target",
        "Protocol-Based Pre-Screening",
        "Asks your inclusion and exclusion questions and records every answer for coordinator review.",
      ),
      feature(
        "calendar",
        "Screening and Study Visits",
        "Books screening visits and schedules protocol visits inside their allowed windows.",
      ),
      feature(
        "clock",
        "Retention Reminders",
        "Reminds participants about visits, fasting, diaries and sample kits to reduce missed visits and dropouts.",
      ),
      feature(
        "database",
        "Recruitment Reporting",
        "Logs every inquiry by campaign, so you can see which outreach produces eligible participants.",
      ),
    ],
    benefits: [
      benefit("Faster enrollment", "Interested people are pre-screened the moment they call, while their interest is at its highest."),
      benefit(
        "Coordinators focus on participants",
        "Staff time goes to eligible candidates and enrolled participants, not to unanswered voicemail.",
      ),
    ],
  },
  {
    slug: "emergency-services",
    path: "/emergency-services",
    title: "Emergency Services",
    icon: "siren",
    summary: "Non-emergency line overflow, medical transport booking and callbacks, so dispatchers stay on critical calls.",
    seoDescription:
      "AI voice agents for emergency services: answer non-emergency lines, book medical transport and keep dispatchers free.",
    hero: {
      title: "AI Voice Agents for Emergency Services",
      subtitle:
        "Keep dispatchers on the calls that save lives. Let an AI voice agent handle non-emergency lines, transport requests and routine callbacks.",
    },
    overview:
      "Non-emergency calls compete with real emergencies for the same people. The voice agent answers your non-emergency and administrative lines, recognizes anything that sounds urgent and transfers it to a dispatcher immediately, schedules non-emergency medical transport, answers questions about incident reports and billing, and returns routine callbacks. It never replaces 911 answering; it protects the people who do it.",
    conversation: {
      caption: "A relative calls the non-emergency transport line",
      lines: [
        conversation.caller("I need to book a wheelchair transport for my mother's dialysis on Friday."),
        conversation.agent("I can schedule that. What time is her dialysis appointment, and at which facility?"),
      ],
      outcome: "Transport scheduled · Crew notified",
    },
    workflows: [
      feature(
        "shield",
        "Urgent-Call Detection",
        "Listens for urgent language and distress, and transfers those callers to a dispatcher immediately.",
      ),
      feature(
        "truck",
        "Non-Emergency Transport Scheduling",
        "Books wheelchair, stretcher and inter-facility transports with pickup details and special requirements.",
      ),
      feature(
        "dollar",
        "Billing and Records Requests",
        "Answers ambulance billing questions and takes requests for incident and patient care reports.",
      ),
      feature(
        "phone",
        "Overflow Answering",
        "Picks up non-emergency lines during storms, major incidents and staff shortages, with no busy signals.",
      ),
    ],
    benefits: [
      benefit("Dispatchers stay on critical calls", "Administrative calls no longer tie up the people trained to handle emergencies."),
      benefit("Up to 80% shorter waits", "Callers to non-emergency lines get an answer in seconds, even during a surge."),
    ],
  },
  {
    slug: "diagnostic-imaging",
    path: "/diagnostic-imaging",
    title: "Diagnostic Imaging",
    icon: "scan",
    summary: "MRI, CT and ultrasound scheduling with safety screening questions, prep instructions and reminders.",
    seoDescription:
      "AI voice agents for imaging centers: book MRI, CT and ultrasound slots, run safety screening and send prep instructions.",
    hero: {
      title: "AI Voice Agents for Diagnostic Imaging Centers",
      subtitle:
        "Every empty scanner slot is lost revenue. Fill your schedule, screen patients before they arrive and make sure they come prepared.",
    },
    overview:
      "Imaging appointments depend on details: the right protocol, preparation instructions, implant screening and a valid order. The voice agent books MRI, CT, ultrasound, mammography and X-ray appointments against each modality's schedule, asks your safety screening questions, explains fasting and contrast preparation, confirms the order is on file, and fills same-day cancellations from a waitlist.",
    conversation: {
      caption: "A patient calls with a new order",
      lines: [
        conversation.caller("My doctor ordered an MRI of my knee. When can I come in?"),
        conversation.agent(
          "I have Tuesday at 7:30 am or Wednesday at 6:00 pm. Before I book, do you have a pacemaker or any metal implants?",
        ),
        conversation.caller("No, nothing like that. Tuesday is great."),
      ],
      outcome: "MRI booked · Safety screening recorded",
    },
    workflows: [
      feature(
        "calendar",
        "Modality-Aware Scheduling",
        "Books MRI, CT, ultrasound, mammography and X-ray slots with the right duration and room.",
      ),
      feature(
        "shield",
        "Safety Screening",
        "Asks your implant, pregnancy, allergy and kidney-function questions and flags answers for a technologist.",
      ),
      feature(
        "message",
        "Preparation Instructions",
        "Explains fasting, hydration and contrast instructions, then texts them to the patient.",
      ),
      feature("zap", "Waitlist Backfill", "Calls waitlisted patients when a slot opens, so last-minute cancellations are filled quickly."),
    ],
    benefits: [
      benefit("No-shows cut up to 30%", "Reminders with preparation instructions mean patients arrive on time and ready to scan."),
      benefit("Higher scanner utilization", "Cancellations are backfilled automatically, so expensive equipment isn't left idle."),
    ],
  },
  {
    slug: "telemedicine",
    path: "/telemedicine",
    title: "Telemedicine",
    icon: "video",
    summary: "Virtual visit booking, tech-check calls and link resending, so video appointments start on time.",
    seoDescription:
      "AI voice agents for telemedicine: book virtual visits by state licensure, run tech checks and resend links to late joiners.",
    hero: {
      title: "AI Voice Agents for Telemedicine Providers",
      subtitle:
        "A virtual visit only works if the patient can join. Book video visits, walk patients through setup and rescue late joiners before the provider is left waiting.",
    },
    overview:
      "Telehealth patients often need help before the visit even starts. The voice agent books virtual appointments by state licensure and provider availability, calls ahead to check that the patient has a working device and connection, resends visit links by text or email, calls patients who haven't joined a few minutes after the start time, and offers a phone or in-person alternative when video won't work.",
    conversation: {
      caption: "A patient calls two minutes before a video visit",
      lines: [
        conversation.caller("I can't find the link for my 10 o'clock video appointment."),
        conversation.agent(
          "No problem. I've just texted a new link to the number ending in 42. Tap it and you'll join the waiting room; Dr. Lee will be with you shortly.",
        ),
      ],
      outcome: "Link resent · Patient joined on time",
    },
    workflows: [
      feature(
        "calendar",
        "Licensure-Aware Booking",
        "Matches patients to providers licensed in their state and books the next available virtual visit.",
      ),
      feature(
        "check",
        "Pre-Visit Tech Checks",
        "Calls ahead to confirm device, camera, microphone and connection, and explains exactly how to join.",
      ),
      feature(
        "message",
        "Link Delivery and Rescue",
        "Resends links by text or email and calls patients who haven't joined shortly after the start time.",
      ),
      feature("globe", "Multilingual Support", "Guides patients in their own language and notes interpreter needs for the visit."),
    ],
    benefits: [
      benefit("Fewer late and missed virtual visits", "Patients join on time, so providers aren't left waiting in empty video rooms."),
      benefit("24/7 support", "Patients get help booking or joining at any hour, matching the convenience they expect from telehealth."),
    ],
  },
  {
    slug: "dermatology",
    path: "/dermatology",
    title: "Dermatology",
    icon: "sun",
    summary: "Skin check booking, cosmetic consultation scheduling and waitlist automation for dermatology clinics.",
    seoDescription:
      "AI voice agents for dermatology: prioritize skin checks, book cosmetic consultations and fill cancellations from your waitlist.",
    hero: {
      title: "AI Voice Agents for Dermatology Practices",
      subtitle:
        "Medical and cosmetic patients call for different reasons. Book both correctly, keep your schedule full and move new-patient waitlists forward.",
    },
    overview:
      "Dermatology practices juggle long waits for skin checks alongside cosmetic consultations that deserve a thoughtful, sales-aware conversation. The voice agent books medical visits by urgency, placing changing moles and suspicious spots first under your protocol, schedules cosmetic consultations with the price ranges you approve, sends secure photo upload links before visits, and calls waitlisted patients the moment an earlier slot opens.",
    conversation: {
      caption: "A patient calls about a changing mole",
      lines: [
        conversation.caller("I have a mole that's changed shape and I'd like it checked."),
        conversation.agent(
          "Thank you for letting us know. Because it has changed, I'll book you on our priority skin-check schedule. I have Monday at 10:20 am with Dr. Owens.",
        ),
      ],
      outcome: "Priority skin check booked",
    },
    workflows: [
      feature(
        "target",
        "Urgency-Based Booking",
        "Prioritizes changing moles and suspicious lesions under your protocol, ahead of routine visits.",
      ),
      feature(
        "sparkles",
        "Cosmetic Consultations",
        "Explains treatments, approved price ranges and consultation fees, then books with the right provider.",
      ),
      feature("zap", "Waitlist Automation", "Offers openings to waitlisted patients automatically whenever a cancellation occurs."),
      feature("message", "Photo and Follow-Up Requests", "Texts secure upload links for pre-visit photos and checks in after procedures."),
    ],
    benefits: [
      benefit("Shorter waits for new patients", "Cancellations are refilled in minutes, moving your waitlist forward every day."),
      benefit(
        "More cosmetic consultations booked",
        "Callers asking about treatments get answers and a booked consultation, not a voicemail.",
      ),
    ],
  },
  {
    slug: "dental-care",
    path: "/dental-care",
    title: "Dental Care",
    icon: "smile",
    summary: "Cleaning and checkup booking, hygiene recall reminders and same-day emergency routing for dental practices.",
    seoDescription:
      "AI voice agents for dental practices: book cleanings and treatment, reactivate overdue recalls and route emergencies same day.",
    hero: {
      title: "AI Voice Agents for Dental Practices",
      subtitle:
        "Your chairs are your revenue. Keep them full with an agent that answers every call, books hygiene recalls and gets emergencies in the same day.",
    },
    overview:
      "Dental offices miss calls whenever the front desk is checking patients out. The voice agent answers immediately, books cleanings, exams and treatment into the right provider column and chair, calls patients who are overdue for hygiene recall, answers questions about the insurance plans you accept, and routes toothaches, broken teeth and swelling into your emergency slots.",
    conversation: {
      caption: "A patient calls during the lunch break",
      lines: [
        conversation.caller("I chipped my tooth at lunch and it hurts. Can someone see me?"),
        conversation.agent(
          "I'm sorry, that sounds painful. We keep emergency time every afternoon, and I can see you at 4:15 today with Dr. Kim. Would that work?",
        ),
      ],
      outcome: "Emergency visit booked the same day",
    },
    workflows: [
      feature(
        "calendar",
        "Hygiene and Treatment Scheduling",
        "Books cleanings, exams and treatment plans into the right provider, chair and appointment length.",
      ),
      feature("phone", "Recall Reactivation", "Calls patients overdue for their six-month visit and books them on the spot."),
      feature("zap", "Emergency Triage", "Routes pain, swelling and broken teeth into same-day emergency slots, following your rules."),
      feature(
        "dollar",
        "Insurance and Payment Questions",
        "Answers which plans you accept, explains payment options and collects insurance details before the visit.",
      ),
    ],
    benefits: [
      benefit("No-shows cut up to 30%", "Confirmation calls and texts with easy rescheduling keep your hygiene schedule full."),
      benefit(
        "Every new-patient call answered",
        "New patients reach a friendly voice instead of voicemail, and book before they try the next practice.",
      ),
    ],
  },
  {
    slug: "elderly-care",
    path: "/elderly-care",
    title: "Elderly Care",
    icon: "hand-heart",
    summary: "Family updates, tour scheduling and daily wellness check calls for senior living and in-home care providers.",
    seoDescription:
      "AI voice agents for elderly care: daily wellness check calls, family updates, tour booking and medication reminders.",
    hero: {
      title: "AI Voice Agents for Elderly Care and Senior Living",
      subtitle:
        "Families want to stay informed, and seniors deserve patient, unhurried conversations. Give both the attention they need without stretching your staff.",
    },
    overview:
      "Senior living communities and in-home care agencies field constant calls from families, prospective residents and the seniors they serve. The voice agent speaks slowly and clearly, schedules tours and family visits, answers questions about care levels and amenities, places daily wellness check calls to seniors living independently, and alerts staff when someone doesn't answer or mentions a problem.",
    conversation: {
      caption: "The agent's daily wellness check call",
      lines: [
        conversation.agent("Good morning, Mrs. Evans. It's your daily check-in from Maple Grove. How are you feeling today?"),
        conversation.caller("A bit dizzy this morning, to be honest."),
        conversation.agent("Thank you for telling me. I'm letting the nurse know now, and she'll call you within a few minutes."),
      ],
      outcome: "Nurse alerted · Wellness call logged",
    },
    workflows: [
      feature(
        "heart",
        "Daily Wellness Check Calls",
        "Calls seniors at a set time, asks your check-in questions and alerts staff to missed calls or concerns.",
      ),
      feature(
        "calendar",
        "Tours and Family Visits",
        "Books community tours for prospective residents and schedules family visits around activities and care.",
      ),
      feature("users", "Family Communication", "Answers routine family questions and routes care concerns to the right staff member."),
      feature(
        "clock",
        "Medication and Appointment Reminders",
        "Places reminder calls for medications and appointments on each senior's own schedule.",
      ),
    ],
    benefits: [
      benefit("Staff workload cut up to 50%", "Routine calls and reminders run automatically, giving caregivers more time with residents."),
      benefit("Peace of mind for families", "Families get answers at any hour, and concerns are escalated to staff immediately."),
    ],
  },
  {
    slug: "rehabilitation",
    path: "/rehabilitation",
    title: "Rehabilitation",
    icon: "person-standing",
    summary: "Therapy session scheduling, plan-of-care reminders and home exercise check-ins for PT, OT and rehab clinics.",
    seoDescription:
      "AI voice agents for physical therapy and rehab clinics: recurring sessions, missed-visit recovery and home exercise check-ins.",
    hero: {
      title: "AI Voice Agents for Physical Therapy and Rehabilitation",
      subtitle:
        "Recovery depends on showing up. Keep patients on their plan of care with easy scheduling, timely reminders and check-ins between sessions.",
    },
    overview:
      "Rehabilitation works only when patients complete their full plan of care, yet many stop coming after a few visits. The voice agent books recurring physical, occupational and speech therapy sessions, keeps track of remaining authorized visits, reminds patients before each session, calls anyone who misses an appointment to rebook, and checks in between visits about home exercises and pain levels, flagging setbacks to the therapist.",
    conversation: {
      caption: "The agent follows up on a missed session",
      lines: [
        conversation.agent(
          "Hi Marcus, this is Summit Rehab. We missed you at today's session. Would you like to rebook for Thursday at 5:30 pm?",
        ),
        conversation.caller("Yes, sorry, work ran late. Thursday works."),
      ],
      outcome: "Session rebooked · Plan of care on track",
    },
    workflows: [
      feature(
        "calendar",
        "Recurring Session Booking",
        "Schedules a full plan of care at once, at the times that fit each patient's routine.",
      ),
      feature("check", "Authorization Tracking", "Tracks remaining authorized visits and alerts staff before a patient runs out."),
      feature("phone", "Missed-Visit Recovery", "Calls patients who miss a session and rebooks them the same day."),
      feature(
        "heart",
        "Home Exercise Check-Ins",
        "Asks about home exercises and pain levels between visits and flags setbacks to the therapist.",
      ),
    ],
    benefits: [
      benefit(
        "More patients complete their plan of care",
        "Reminders and quick rebooking keep patients coming back until they reach their goals.",
      ),
      benefit("Call resolution time cut 50%", "Scheduling and authorization questions are answered on the first call."),
    ],
  },
  {
    slug: "oncology",
    path: "/oncology",
    title: "Oncology",
    icon: "ribbon",
    summary: "Treatment scheduling, infusion reminders and symptom-line routing, handled with compassion, for cancer centers.",
    seoDescription:
      "AI voice agents for oncology: coordinate labs and treatment visits, send reminders and route symptom calls to nurses fast.",
    hero: {
      title: "AI Voice Agents for Oncology and Cancer Centers",
      subtitle:
        "Patients in treatment have enough to manage. Make every call easy: quick answers, coordinated appointments and fast access to a nurse when symptoms appear.",
    },
    overview:
      "Cancer care means frequent, tightly coordinated appointments across infusion, radiation, labs and physician visits. The voice agent answers with patience and warmth, books and confirms appointments in the right sequence, reminds patients about pre-treatment labs and medications, answers logistics questions about parking, transport and what to bring, and routes any mention of fever or severe symptoms directly to your oncology nurse line.",
    conversation: {
      caption: "A patient calls before starting treatment",
      lines: [
        conversation.caller("I start treatment on Monday. What should I bring?"),
        conversation.agent(
          "Many patients bring a warm layer, a water bottle, snacks and something to read. Please bring your medication list too. Your lab draw is at 8:00 am, one hour before your infusion.",
        ),
      ],
      outcome: "Questions answered · Reminder scheduled for Sunday",
    },
    workflows: [
      feature(
        "calendar",
        "Coordinated Treatment Scheduling",
        "Sequences labs, physician visits and infusion or radiation appointments in the right order.",
      ),
      feature(
        "headset",
        "Symptom Line Routing",
        "Sends reports of fever or severe side effects straight to an oncology nurse, day or night.",
      ),
      feature(
        "clock",
        "Pre-Treatment Reminders",
        "Reminds patients about labs, medication timing and what to bring before each treatment.",
      ),
      feature(
        "truck",
        "Transport and Logistics Help",
        "Answers parking, transport and support-service questions and connects patients to navigators.",
      ),
    ],
    benefits: [
      benefit("Nurses reach urgent calls faster", "Routine logistics are handled automatically, keeping nurse lines open for symptoms."),
      benefit(
        "A calmer experience for patients",
        "Answers are immediate and consistent, at any hour and in the patient's preferred language.",
      ),
    ],
  },
  {
    slug: "ob-gyn",
    path: "/ob-gyn",
    title: "OB/GYN",
    icon: "venus",
    summary: "Prenatal visit scheduling, urgent pregnancy symptom routing and annual exam reminders for women's health practices.",
    seoDescription:
      "AI voice agents for OB/GYN practices: prenatal scheduling, annual exam reminders and immediate routing of urgent symptoms.",
    hero: {
      title: "AI Voice Agents for OB/GYN and Women's Health Practices",
      subtitle:
        "From annual exams to the last weeks of pregnancy, patients need quick answers and dependable scheduling. Provide both, 24 hours a day.",
    },
    overview:
      "OB/GYN practices schedule on two clocks: the steady rhythm of annual exams and the fast-moving timeline of pregnancy. The voice agent books well-woman visits and prenatal appointments at the right intervals, schedules ultrasounds and glucose screenings, answers common questions from your approved content, and connects anyone reporting bleeding, contractions or reduced fetal movement to labor and delivery or the on-call provider immediately.",
    conversation: {
      caption: "An expecting patient calls to book a screening",
      lines: [
        conversation.caller("I'm 28 weeks and I need to schedule my glucose test."),
        conversation.agent(
          "Congratulations! I can book that for you now. I have Wednesday at 8:15 am or Friday at 7:45 am, and I'll text you the preparation instructions from Dr. Shah.",
        ),
      ],
      outcome: "Glucose screening booked · Instructions sent",
    },
    workflows: [
      feature(
        "calendar",
        "Prenatal Visit Scheduling",
        "Books prenatal visits, ultrasounds and screenings at the right points in each pregnancy.",
      ),
      feature(
        "shield",
        "Urgent Symptom Routing",
        "Connects reports of bleeding, contractions or reduced movement to the on-call provider immediately.",
      ),
      feature("clock", "Annual Exam Reminders", "Calls patients due for well-woman exams and screenings, and books them on the same call."),
      feature(
        "lock",
        "Private, Respectful Conversations",
        "Handles sensitive topics discreetly and offers a transfer to a nurse whenever a patient prefers.",
      ),
    ],
    benefits: [
      benefit("Up to 80% shorter waits", "Expecting parents get answers in seconds rather than waiting on hold."),
      benefit("Fewer overdue screenings", "Automated reminders keep annual exams and screenings on schedule."),
    ],
  },
  {
    slug: "radiology",
    path: "/radiology",
    title: "Radiology",
    icon: "radiation",
    summary: "Report requests, order status and radiologist routing for reading groups and their referring providers.",
    seoDescription:
      "AI voice agents for radiology groups: order and report status for referring offices, image requests and radiologist routing.",
    hero: {
      title: "AI Voice Agents for Radiology Groups",
      subtitle:
        "Referring offices call all day about orders, reports and images. Answer them instantly, so radiologists and staff can stay focused on the reading room.",
    },
    overview:
      "Radiology groups serve two audiences by phone: referring providers who need reports, images and prior authorizations, and patients with questions about their exams and bills. The voice agent checks order and report status, resends finalized reports to referring offices, takes requests for image copies, answers patient billing questions, and routes critical-result callbacks and peer-to-peer requests to the right radiologist without delay.",
    conversation: {
      caption: "A referring office calls for a report",
      lines: [
        conversation.caller("This is Dr. Greene's office. We need the CT report for a patient scanned yesterday."),
        conversation.agent(
          "I can help with that. Once I verify the patient's name and date of birth, I'll send the finalized report to the fax number we have on file for your office.",
        ),
      ],
      outcome: "Report resent · Request logged",
    },
    workflows: [
      feature("route", "Referring Provider Line", "Checks order and report status for referring offices and resends finalized reports."),
      feature(
        "database",
        "Image and Records Requests",
        "Takes requests for image copies and prior studies and tracks each one to completion.",
      ),
      feature(
        "dollar",
        "Patient Billing Questions",
        "Explains statements, takes payments by phone and sets up payment plans under your rules.",
      ),
      feature(
        "headset",
        "Radiologist Routing",
        "Connects critical-result callbacks and peer-to-peer requests to the right radiologist immediately.",
      ),
    ],
    benefits: [
      benefit("Call resolution time cut 50%", "Status and report questions are resolved on the first call, without a callback."),
      benefit("Radiologists stay in the reading room", "Only the calls that truly need a radiologist ever reach one."),
    ],
  },
  {
    slug: "public-health",
    path: "/public-health",
    title: "Public Health",
    icon: "shield-plus",
    summary: "Vaccination clinic booking, program information lines and outreach campaigns for health departments.",
    seoDescription:
      "AI voice agents for public health departments: clinic booking, approved information lines and multilingual outreach calls.",
    hero: {
      title: "AI Voice Agents for Public Health Departments",
      subtitle:
        "When a health advisory goes out, phone lines overflow. Answer every resident quickly and consistently, in their language, without adding temporary staff.",
    },
    overview:
      "Health departments must reach entire communities, often with little warning. The voice agent answers program and clinic questions from your approved guidance, books vaccination and screening appointments, runs outbound reminder and outreach campaigns, takes callback requests during outbreaks and surges, and speaks the languages your community speaks, so every resident receives the same accurate information.",
    conversation: {
      caption: "A resident calls about a weekend clinic",
      lines: [
        conversation.caller("Where can my family get flu shots this weekend?"),
        conversation.agent(
          "Our Saturday clinic at the Eastside Community Center runs from 9:00 am to 1:00 pm. I can reserve spots for your family now. How many people, and what time suits you?",
        ),
      ],
      outcome: "Four clinic appointments booked",
    },
    workflows: [
      feature(
        "calendar",
        "Clinic Appointment Booking",
        "Books vaccination, screening and program appointments across permanent sites and pop-up clinics.",
      ),
      feature("message", "Approved Information Lines", "Answers questions strictly from the current guidance your department publishes."),
      feature(
        "phone",
        "Outbound Outreach Campaigns",
        "Places reminder and awareness calls to residents, with results tracked campaign by campaign.",
      ),
      feature("globe", "Multilingual Access", "Serves residents in their preferred language, with the same information in each one."),
    ],
    benefits: [
      benefit("Surge-ready phone lines", "Capacity scales instantly during advisories and outbreaks, with no busy signals."),
      benefit("Equitable access", "Every resident gets the same accurate answers, day or night, in their own language."),
    ],
  },
  {
    slug: "chronic-disease",
    path: "/chronic-disease",
    title: "Chronic Disease Management",
    icon: "activity",
    summary: "Check-in calls, medication adherence reminders and care-plan follow-up for diabetes, COPD and hypertension programs.",
    seoDescription:
      "AI voice agents for chronic disease management: scheduled check-in calls, readings tracking and care manager escalation.",
    hero: {
      title: "AI Voice Agents for Chronic Disease Management",
      subtitle:
        "Chronic conditions are managed between visits. Stay in touch with every patient in your program through regular check-ins that spot problems early.",
    },
    overview:
      "Care management teams can't call every patient as often as they would like. The voice agent places scheduled check-in calls to patients living with diabetes, hypertension, COPD and heart failure, asks your care-plan questions about readings, symptoms and medications, reminds patients about refills and lab work, and flags out-of-range answers to a care manager the same day, with a transcript ready to review.",
    conversation: {
      caption: "The agent's weekly check-in call",
      lines: [
        conversation.agent("Hi Robert, it's your weekly check-in from the care team. What was your blood sugar reading this morning?"),
        conversation.caller("It was 240. Higher than usual."),
        conversation.agent("Thanks for telling me. I'm flagging this for your care manager, who will call you today."),
      ],
      outcome: "Out-of-range reading flagged to the care manager",
    },
    workflows: [
      feature("phone", "Scheduled Check-In Calls", "Calls patients on their program's schedule and asks your care-plan questions."),
      feature(
        "chart",
        "Readings and Symptom Tracking",
        "Records blood sugar, blood pressure, weight and symptoms, and flags out-of-range values.",
      ),
      feature("clock", "Medication and Lab Reminders", "Reminds patients about refills, doses and lab work before anything is overdue."),
      feature("users", "Care Manager Escalation", "Routes concerns to the right care manager with a summary and the full transcript."),
    ],
    benefits: [
      benefit("Problems caught between visits", "Regular check-ins surface warning signs early, when they are easiest to act on."),
      benefit("Care managers cover more patients", "Routine calls run automatically, so staff focus on the patients who need them most."),
    ],
  },
  {
    slug: "surgical-practices",
    path: "/surgical-practices",
    title: "Surgical Practices",
    icon: "briefcase-medical",
    summary: "Consultation booking, pre-op instructions and post-op check-in calls for surgeons and ambulatory surgery centers.",
    seoDescription:
      "AI voice agents for surgical practices and surgery centers: consult booking, pre-op confirmation calls and post-op check-ins.",
    hero: {
      title: "AI Voice Agents for Surgical Practices and Surgery Centers",
      subtitle:
        "Every surgery involves dozens of calls before and after the procedure. Automate the routine ones and make sure every patient arrives prepared.",
    },
    overview:
      "Surgical schedules depend on patients following instructions exactly. The voice agent books consultations, confirms surgery dates, explains pre-operative instructions such as fasting, medications to pause and arrival times, confirms the patient has a ride home, and places post-operative check-in calls that ask about pain, wound healing and warning signs, escalating any concern to the surgical team.",
    conversation: {
      caption: "The agent's pre-op confirmation call",
      lines: [
        conversation.agent(
          "Hi Dana, this is Riverside Surgery Center confirming your procedure tomorrow at 7:30 am. Please don't eat after midnight. Do you have someone to drive you home?",
        ),
        conversation.caller("Yes, my husband is taking me."),
      ],
      outcome: "Surgery confirmed · Ride home verified",
    },
    workflows: [
      feature(
        "calendar",
        "Consultation Booking",
        "Books new-patient consultations and collects referral, imaging and insurance details ahead of time.",
      ),
      feature(
        "check",
        "Pre-Op Confirmation Calls",
        "Confirms the date, arrival time, fasting and medication instructions, and the ride home.",
      ),
      feature("phone", "Post-Op Check-Ins", "Calls patients after surgery to ask about pain, wound care and warning signs."),
      feature(
        "dollar",
        "Surgical Financial Questions",
        "Explains estimates and payment options and routes complex questions to your financial counselor.",
      ),
    ],
    benefits: [
      benefit("Fewer day-of cancellations", "Patients who are reminded and prepared arrive on time and cleared for surgery."),
      benefit("Staff workload cut up to 50%", "Confirmation and follow-up calls no longer consume nursing time."),
    ],
  },
  {
    slug: "health-insurance",
    path: "/health-insurance",
    title: "Health Insurance",
    icon: "shield-check",
    summary: "Member services for eligibility, claims status, benefits questions and in-network provider search, 24/7.",
    seoDescription:
      "AI voice agents for health plans: member verification, claims and authorization status, and in-network provider search.",
    hero: {
      title: "AI Voice Agents for Health Insurance Plans",
      subtitle:
        "Members call with the same questions every day: Am I covered? Where's my claim? Who's in network? Answer them instantly and save your agents for the complex cases.",
    },
    overview:
      "Health plans handle enormous call volumes, with sharp spikes during open enrollment. The voice agent verifies member identity, explains benefits and coverage, checks claim and prior authorization status, helps members find in-network providers, sends replacement member IDs, and transfers appeals, grievances and complex cases to a specialist with the full context, so members never have to repeat themselves.",
    conversation: {
      caption: "A member calls about a recent claim",
      lines: [
        conversation.caller("I had an MRI two weeks ago. Has the claim been processed?"),
        conversation.agent(
          "I can check that for you. The claim was processed yesterday; your share is $120, and an explanation of benefits is on its way to you.",
        ),
      ],
      outcome: "Claim status resolved on the first call",
    },
    workflows: [
      feature("shield", "Member Verification", "Confirms identity securely before sharing any coverage or claim information."),
      feature(
        "database",
        "Claims and Authorization Status",
        "Checks claims and prior authorizations and explains the next step in plain language.",
      ),
      feature("route", "Provider Search", "Helps members find in-network doctors and facilities by specialty, location and language."),
      feature(
        "users",
        "Warm Transfer to Specialists",
        "Sends appeals, grievances and complex cases to a specialist with a complete summary.",
      ),
    ],
    benefits: [
      benefit("Up to 70% call-centre cost savings", "Routine member calls are automated, including the open-enrollment peaks."),
      benefit(
        "90% of routine calls automated",
        "Eligibility, claim status and provider search questions are answered without a hold queue.",
      ),
    ],
  },
  {
    slug: "home-healthcare",
    path: "/home-healthcare",
    title: "Home Healthcare",
    icon: "house-plus",
    summary: "Visit confirmations, caregiver call-out coverage and patient check-ins for home health and hospice agencies.",
    seoDescription:
      "AI voice agents for home health agencies: visit confirmations, late-arrival updates, caregiver call-outs and referral intake.",
    hero: {
      title: "AI Voice Agents for Home Healthcare Agencies",
      subtitle:
        "Home health runs on schedules that change every day. Keep patients, families and caregivers in sync without an office full of schedulers.",
    },
    overview:
      "Home health agencies coordinate dozens of visits a day across a whole region, and every late caregiver or cancelled visit sets off a chain of phone calls. The voice agent confirms visits with patients the day before, tells families when a caregiver is running late, finds replacement caregivers when someone calls out, takes new referrals with the intake details you need, and checks in with patients between visits.",
    conversation: {
      caption: "The agent updates a patient about a late visit",
      lines: [
        conversation.agent(
          "Hello, this is BrightPath Home Health. Your nurse, Angela, is running about 20 minutes late and will arrive around 10:20 am. Does that still work for you?",
        ),
        conversation.caller("Yes, that's fine. Thank you for letting me know."),
      ],
      outcome: "Family notified · Visit confirmed",
    },
    workflows: [
      feature(
        "calendar",
        "Visit Confirmations",
        "Confirms every visit with the patient or family the day before and updates the schedule.",
      ),
      feature("users", "Caregiver Call-Out Coverage", "Calls available caregivers to fill open shifts as soon as someone calls out."),
      feature("phone", "Referral Intake", "Takes new referrals from hospitals and physicians with the details your intake team needs."),
      feature("heart", "Between-Visit Check-Ins", "Calls patients between visits and alerts the clinical manager to any concern."),
    ],
    benefits: [
      benefit("Fewer missed visits", "Confirmations and late-arrival updates keep patients home and ready for their caregiver."),
      benefit("Schedulers freed from the phone", "Call-outs and confirmations run automatically, even at 6 am."),
    ],
  },
  {
    slug: "patient-support",
    path: "/patient-support",
    title: "Patient Support",
    icon: "headphones",
    summary: "A 24/7 patient help line for billing, portal access, records requests and general questions across your organization.",
    seoDescription:
      "AI voice agents for patient support lines: portal access help, billing and payment plans, and records requests, 24/7.",
    hero: {
      title: "AI Voice Agents for Patient Support Lines",
      subtitle:
        "Patients call about bills, portals, directions and records at all hours. Give them a knowledgeable answer every time.",
    },
    overview:
      "Patient support lines take everything that doesn't fit anywhere else: portal password resets, billing questions, records requests, directions and general questions. The voice agent resolves the common requests itself, verifies identity before discussing any account, sets up payment plans under your rules, and passes anything clinical or complex to the right team with a summary, so patients never have to tell their story twice.",
    conversation: {
      caption: "A patient calls on a Sunday evening",
      lines: [
        conversation.caller("I can't log in to the patient portal to see my test results."),
        conversation.agent(
          "I can help with that. I've just sent a secure reset link to the email address on file. Once you're in, your results will be under the Health tab.",
        ),
      ],
      outcome: "Portal access restored",
    },
    workflows: [
      feature(
        "lock",
        "Portal and Account Help",
        "Verifies identity, resets portal access and walks patients through signing in step by step.",
      ),
      feature("dollar", "Billing and Payment Plans", "Explains statements, takes payments and sets up payment plans under your policies."),
      feature("database", "Records Requests", "Takes medical records requests and tracks each one through to delivery."),
      feature("globe", "Help in Every Language", "Answers patients in their preferred language, 24 hours a day."),
    ],
    benefits: [
      benefit("Up to 80% shorter waits", "Patients reach a helpful answer in seconds instead of waiting in a hold queue."),
      benefit("24/7 support", "Patients get help at night and on weekends, when most support lines are closed."),
    ],
  },
  {
    slug: "nutrition-wellness",
    path: "/nutrition-wellness",
    title: "Nutrition & Wellness",
    icon: "apple",
    summary: "Consultation booking, program enrollment and coaching check-ins for dietitians and wellness clinics.",
    seoDescription:
      "AI voice agents for dietitians and wellness clinics: consultation booking, program enrollment and motivational check-ins.",
    hero: {
      title: "AI Voice Agents for Nutrition and Wellness Providers",
      subtitle:
        "Lasting results come from steady support. Book consultations, enroll clients in programs and keep them motivated between sessions.",
    },
    overview:
      "Dietitians, weight management programs and wellness clinics grow through consistent follow-up. The voice agent answers inquiries about services and insurance coverage for medical nutrition therapy, books initial consultations, enrolls clients in programs and classes, places motivational check-in calls between sessions, and reminds clients about follow-ups so their progress doesn't stall.",
    conversation: {
      caption: "A referred client calls for the first time",
      lines: [
        conversation.caller("Do you take insurance for nutrition counseling? My doctor referred me for prediabetes."),
        conversation.agent(
          "Many plans cover medical nutrition therapy with a referral. I can check your plan now and book your first consultation with one of our registered dietitians.",
        ),
      ],
      outcome: "Coverage checked · First consultation booked",
    },
    workflows: [
      feature("calendar", "Consultation Booking", "Books initial assessments and follow-ups with the right dietitian or coach."),
      feature("check", "Program Enrollment", "Explains programs, classes and pricing, and enrolls clients during the call."),
      feature(
        "heart",
        "Motivational Check-Ins",
        "Calls clients between sessions to ask about goals and habits and collect questions for their coach.",
      ),
      feature("dollar", "Coverage Questions", "Checks insurance coverage for nutrition therapy and explains any out-of-pocket costs."),
    ],
    benefits: [
      benefit("Clients stay on track", "Regular check-ins keep clients engaged between sessions and all the way through the program."),
      benefit("More inquiries converted", "Every caller gets answers and a booked consultation while their motivation is high."),
    ],
  },
];

/** Page title of a specialty page (before the site tagline). */
export const specialtySeoTitle = (s: Pick<Specialty, "title">) => `AI Voice Agents for ${s.title}`;

export type SpecialtyCard = Pick<Specialty, "slug" | "path" | "title" | "icon" | "summary">;

export const specialtyCards: SpecialtyCard[] = specialties.map(({ slug, path, title, icon, summary }) => ({
  slug,
  path,
  title,
  icon,
  summary,
}));

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

export function specialtyByPath(pathname: string): Specialty | undefined {
  const path = normalize(pathname);
  return specialties.find((s) => s.path === path);
}

/** The three specialties after this one (wrapping around): "related" links on each page. */
export function relatedSpecialties(slug: string, count = 3): SpecialtyCard[] {
  const i = specialtyCards.findIndex((s) => s.slug === slug);
  return Array.from({ length: count }, (_, k) => specialtyCards[(i + 1 + k) % specialtyCards.length]);
}
