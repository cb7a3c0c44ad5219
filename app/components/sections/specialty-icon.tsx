import {
  Activity, Apple, Baby, Brain, BriefcaseMedical, HandHeart, Headphones, HeartPulse, Hospital, HousePlus,
  Microscope, MonitorSmartphone, PersonStanding, Pill, Radiation, Ribbon, ScanLine, ShieldCheck, ShieldPlus,
  Siren, Smile, Stethoscope, Sun, Venus, type LucideIcon,
} from "lucide-react";
import type { SpecialtyIcon as SpecialtyIconName } from "~/content/specialties";

const icons: Record<SpecialtyIconName, LucideIcon> = {
  stethoscope: Stethoscope, brain: Brain, "heart-pulse": HeartPulse, baby: Baby, pill: Pill, hospital: Hospital,
  microscope: Microscope, siren: Siren, scan: ScanLine, video: MonitorSmartphone, sun: Sun, smile: Smile,
  "hand-heart": HandHeart, "person-standing": PersonStanding, ribbon: Ribbon, venus: Venus, radiation: Radiation,
  "shield-plus": ShieldPlus, activity: Activity, "briefcase-medical": BriefcaseMedical, "shield-check": ShieldCheck,
  "house-plus": HousePlus, headphones: Headphones, apple: Apple,
};

/** The marketplace's specialty icons (kept apart from the shared icon set: only these pages need them). */
export function SpecialtyIcon({ name, className }: { name: SpecialtyIconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} />;
}
